import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `DELETE /categories/{id}` (its products stay, without a category). */
export const deleteCategory = (id: number) => adminApi.call(adminEndpoints.deleteCategory, { params: { id } });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.categories() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
      ]),
  });
}
