import { queryOptions, useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';

/** GET /customer/addresses: the customer's saved addresses (the dashboard's list, the checkout's prefill). */
export function fetchAddresses() {
  return api.call(customerEndpoints.listAddresses);
}

export function addressesQueryOptions(shopId: number) {
  return queryOptions({ queryKey: customerKeys.addresses(shopId), queryFn: fetchAddresses });
}

/** `enabled`: false until there is a session to ask with (the checkout of a guest). */
export function useAddresses(shopId: number, enabled = true) {
  return useQuery({ ...addressesQueryOptions(shopId), enabled });
}
