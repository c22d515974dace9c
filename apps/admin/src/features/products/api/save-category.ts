import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `POST /categories` or `PUT /categories/{id}` */
export const saveCategory = ({ id, body }: { id: number | null; body: CategoryInput }) =>
  id === null
    ? adminApi.call(adminEndpoints.createCategory, { body })
    : adminApi.call(adminEndpoints.updateCategory, { params: { id }, body });

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories() }),
  });
}
