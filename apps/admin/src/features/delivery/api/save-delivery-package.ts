import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryPackageInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `POST /delivery-packages` or `PUT /delivery-packages/{id}` */
export const saveDeliveryPackage = ({ id, body }: { id: number | null; body: DeliveryPackageInput }) =>
  id === null
    ? adminApi.call(adminEndpoints.createDeliveryPackage, { body })
    : adminApi.call(adminEndpoints.updateDeliveryPackage, { params: { id }, body });

export function useSaveDeliveryPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deliveryPackages() }),
  });
}
