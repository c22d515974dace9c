import { useMutation } from '@tanstack/react-query';
import type { CategoryInput } from '@haat/api-client';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';

/** Creates a category (`id` null) or changes one. */
export const useSaveCategory = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CategoryInput }) =>
      id === null
        ? adminApi.call(adminEndpoints.createCategory, { body })
        : adminApi.call(adminEndpoints.updateCategory, { params: { id }, body }),
    onSuccess: invalidate(adminEndpoints.listCategories),
  });
