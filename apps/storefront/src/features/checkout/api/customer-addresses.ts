import { queryOptions, useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../../lib/api.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /customer/addresses: a logged-in customer's saved addresses, to prefill the checkout. */
export function fetchCustomerAddresses() {
  return api.call(customerEndpoints.listAddresses);
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
