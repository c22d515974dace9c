import { productBodySchema, productSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const createProduct = {
  base: 'admin',
  method: 'post',
  path: '/products',
  access: 'admin',
  tag: 'admin',
  summary: 'Add a product (slug made from the name, unique in the shop)',
  body: productBodySchema,
  answer: productSchema,
  status: 201,
  errors: [404, 422],
} as const satisfies Endpoint;
