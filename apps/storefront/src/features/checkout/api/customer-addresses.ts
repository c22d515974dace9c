import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerApi } from '../../../lib/api.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /customer/addresses: a logged-in customer's saved addresses, to prefill the checkout. */
export function fetchCustomerAddresses() {
  return customerApi.listAddresses();
}

export function customerAddressesQueryOptions(shopId: number) {
  return queryOptions({
    queryKey: customerKeys.addresses(shopId),
    queryFn: fetchCustomerAddresses,
  });
}

export function useCustomerAddresses(shopId: number, enabled: boolean) {
  return useQuery({ ...customerAddressesQueryOptions(shopId), enabled });
}
