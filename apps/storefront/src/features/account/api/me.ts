import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerApi } from '../../../lib/api.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /customer/me */
export function fetchMe() {
  return customerApi.getMe();
}

export function meQueryOptions(shopId: number) {
  return queryOptions({ queryKey: customerKeys.me(shopId), queryFn: fetchMe });
}

export function useMe(shopId: number) {
  return useQuery(meQueryOptions(shopId));
}
