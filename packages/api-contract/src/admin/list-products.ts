import { adminProductListQuerySchema, paginatorSchema, productSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listProducts = {
  base: 'admin',
  method: 'get',
  path: '/products',
  access: 'admin',
  tag: 'admin',
  summary: "A page of the shop's products, newest first; `search` matches the name or Bengali name",
  query: adminProductListQuerySchema,
  answer: paginatorSchema(productSchema),
  errors: [404, 422],
} as const satisfies Endpoint;
