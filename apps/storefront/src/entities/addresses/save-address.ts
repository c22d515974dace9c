import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';

export interface SaveAddressVariables {
  /** Absent for a new address. */
  id?: number;
  body: AddressInput;
}

/** POST /customer/addresses, or PUT /customer/addresses/{id} for an existing one. */
export function saveAddress({ id, body }: SaveAddressVariables) {
  return id === undefined
    ? api.call(customerEndpoints.createAddress, { body })
    : api.call(customerEndpoints.updateAddress, { params: { id }, body });
}

export function saveAddressMutationOptions() {
  return mutationOptions({ mutationKey: ['customer', 'addresses', 'save'], mutationFn: saveAddress });
}

/** Saves and reloads the list (a new default changes the others). */
export function useSaveAddress(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveAddressMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.addresses(shopId) }),
  });
}
