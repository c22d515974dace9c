import { useMutation } from '@tanstack/react-query';
import type { AddressInput } from '@haat/api-client';
import { invalidate } from '@haat/api-client/query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';

export interface SaveAddressVariables {
  /** Absent for a new address. */
  id?: number;
  body: AddressInput;
}

/** Saves and reloads the list (a new default changes the others). */
export const useSaveAddress = () =>
  useMutation({
    mutationFn: ({ id, body }: SaveAddressVariables) =>
      id === undefined
        ? api.call(customerEndpoints.createAddress, { body })
        : api.call(customerEndpoints.updateAddress, { params: { id }, body }),
    onSuccess: invalidate(customerEndpoints.listAddresses),
  });
