import { bulkVariantsBodySchema, productDetailSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

/** Bulk edit of the variant grid: one change to the selected variants, or to all matching values ("all sizes of red"). */
export const updateProductVariants = {
  base: 'admin',
  method: 'patch',
  path: '/products/{id}/variants',
  access: 'admin',
  tag: 'admin',
  summary: "Change many of a product's variants at once (price, discount, stock, weight, picture, on/off)",
  params: idParams,
  body: bulkVariantsBodySchema,
  answer: productDetailSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
