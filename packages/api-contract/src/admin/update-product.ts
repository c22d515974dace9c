import { productBodySchema, productSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const updateProduct = {
  base: 'admin',
  method: 'put',
  path: '/products/{id}',
  access: 'admin',
  tag: 'admin',
  summary: 'Change a product (its slug stays)',
  params: idParams,
  body: productBodySchema,
  answer: productSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
