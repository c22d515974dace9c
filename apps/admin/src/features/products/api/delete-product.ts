import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { productsChanged } from './products.ts';

export const useDeleteProduct = () =>
  useMutation({
    mutationFn: (id: number) => adminApi.call(adminEndpoints.deleteProduct, { params: { id } }),
    onSuccess: productsChanged,
  });
