import { productDetailSchema, productVariantsBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

/**
 * The options editor and variant grid save through here (issue 28): the whole list of options and variants, which
 * replaces the product's. Variants sent with their `id` keep it; the others are added; those left out are removed.
 */
export const setProductVariants = {
  base: 'admin',
  method: 'put',
  path: '/products/{id}/variants',
  access: 'admin',
  tag: 'admin',
  summary: "Set a product's options and variants (sizes, colours): price, stock, SKU, picture per variant",
  params: idParams,
  body: productVariantsBodySchema,
  answer: productDetailSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
