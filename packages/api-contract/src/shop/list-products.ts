import { paginatorSchema, productListQuerySchema, productSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listProducts = {
  base: 'shop',
  method: 'get',
  path: '/products',
  access: 'public',
  publicCache: true,
  tag: 'catalog',
  summary: "A page of a shop's products",
  query: productListQuerySchema,
  answer: paginatorSchema(productSchema),
  errors: [404, 422],
} as const satisfies Endpoint;
