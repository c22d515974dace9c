import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { customerApi } from '../../../lib/api.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** DELETE /customer/addresses/{id} */
export function deleteAddress(id: number) {
  return customerApi.deleteAddress(id);
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
