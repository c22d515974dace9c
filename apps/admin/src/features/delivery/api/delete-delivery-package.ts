import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `DELETE /delivery-packages/{id}` */
export const deleteDeliveryPackage = (id: number) =>
  adminApi.call(adminEndpoints.deleteDeliveryPackage, { params: { id } });

export function useDeleteDeliveryPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deliveryPackages() }),
  });
}
