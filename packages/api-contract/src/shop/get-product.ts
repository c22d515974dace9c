import { shopProductDetailSchema, shopQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { productSlugParams } from './shared.ts';

export const getProduct = {
  base: 'shop',
  method: 'get',
  path: '/product/{product_slug}',
  access: 'public',
  publicCache: true,
  tag: 'catalog',
  summary: 'A product with images, category, rating and its link-preview image',
  params: productSlugParams,
  query: shopQuerySchema,
  answer: shopProductDetailSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
