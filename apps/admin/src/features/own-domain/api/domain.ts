import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

/** null when the shop has no custom domain. */
export const useDomain = () => useQuery(queryOptionsFor(adminEndpoints.getDomain));
