import * as v from 'valibot';
import { categorySchema, shopQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listCategories = {
  base: 'shop',
  method: 'get',
  path: '/product/product_sub_categories',
  access: 'public',
  publicCache: true,
  tag: 'catalog',
  summary: "A shop's categories",
  query: shopQuerySchema,
  answer: v.array(categorySchema),
  errors: [404, 422],
} as const satisfies Endpoint;
