import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerApi } from '../../../lib/api.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /customer/addresses */
export function fetchAddresses() {
  return customerApi.listAddresses();
}

export function addressesQueryOptions(shopId: number) {
  return queryOptions({ queryKey: customerKeys.addresses(shopId), queryFn: fetchAddresses });
}

export function useAddresses(shopId: number) {
  return useQuery(addressesQueryOptions(shopId));
}
