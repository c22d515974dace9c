import { queryOptions, useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../../lib/api.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /customer/addresses */
export function fetchAddresses() {
  return api.call(customerEndpoints.listAddresses);
}

export function addressesQueryOptions(shopId: number) {
  return queryOptions({ queryKey: customerKeys.addresses(shopId), queryFn: fetchAddresses });
}

export function useAddresses(shopId: number) {
  return useQuery(addressesQueryOptions(shopId));
}
