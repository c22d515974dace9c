import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import type { VariantsBody } from '../variant-drafts.ts';
import { productsChanged } from './products.ts';

/** Replaces the product's options and variants with the grid's (`PUT /products/{id}/variants`). */
export const useSaveVariants = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: VariantsBody }) =>
      adminApi.call(adminEndpoints.setProductVariants, { params: { id }, body }),
    onSettled: productsChanged,
  });
