import { queryOptions, useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';

/** GET /customer/me */
export function fetchMe() {
  return api.call(customerEndpoints.getMe);
}

export function meQueryOptions(shopId: number) {
  return queryOptions({ queryKey: customerKeys.me(shopId), queryFn: fetchMe });
}

export function useMe(shopId: number) {
  return useQuery(meQueryOptions(shopId));
}
