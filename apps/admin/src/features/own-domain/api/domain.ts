import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /online-shop/domain`: null when the shop has no custom domain. */
export const fetchDomain = () => adminApi.call(adminEndpoints.getDomain);

export const domainQueryOptions = () => queryOptions({ queryKey: adminKeys.domain(), queryFn: fetchDomain });

export function useDomain() {
  return useQuery(domainQueryOptions());
}
