import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

/** New messages show up without a reload. */
export const MESSAGES_REFRESH_MS = 20_000;

export const useThreads = () =>
  useQuery(queryOptionsFor(adminEndpoints.listMessageThreads, {}, { refetchInterval: MESSAGES_REFRESH_MS }));
