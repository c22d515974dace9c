import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';

/** DELETE /customer/addresses/{id} */
export function deleteAddress(id: number) {
  return api.call(customerEndpoints.deleteAddress, { params: { id } });
}

export function deleteAddressMutationOptions() {
  return mutationOptions({ mutationKey: ['customer', 'addresses', 'delete'], mutationFn: deleteAddress });
}

export function useDeleteAddress(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteAddressMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.addresses(shopId) }),
  });
}
