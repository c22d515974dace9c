import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

export const useSmsLog = (page: number) =>
  useQuery(queryOptionsFor(adminEndpoints.listSmsLog, { query: { page } }, { placeholderData: keepPreviousData }));
