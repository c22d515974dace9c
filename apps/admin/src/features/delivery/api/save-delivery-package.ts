import { useMutation } from '@tanstack/react-query';
import type { DeliveryPackageInput } from '@haat/api-client';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';

/** Creates a package (`id` null) or changes one. */
export const useSaveDeliveryPackage = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DeliveryPackageInput }) =>
      id === null
        ? adminApi.call(adminEndpoints.createDeliveryPackage, { body })
        : adminApi.call(adminEndpoints.updateDeliveryPackage, { params: { id }, body }),
    onSuccess: invalidate(adminEndpoints.listDeliveryPackages),
  });
