import { useMutation } from '@tanstack/react-query';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { productReads } from './products.ts';

/** Its products stay, without a category. */
export const useDeleteCategory = () =>
  useMutation({
    mutationFn: (id: number) => adminApi.call(adminEndpoints.deleteCategory, { params: { id } }),
    onSuccess: invalidate(adminEndpoints.listCategories, ...productReads),
  });
