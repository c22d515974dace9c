import { useMutation } from '@tanstack/react-query';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';

export const useDeleteDeliveryPackage = () =>
  useMutation({
    mutationFn: (id: number) => adminApi.call(adminEndpoints.deleteDeliveryPackage, { params: { id } }),
    onSuccess: invalidate(adminEndpoints.listDeliveryPackages),
  });
