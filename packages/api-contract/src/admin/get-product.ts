import { productDetailSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const getProduct = {
  base: 'admin',
  method: 'get',
  path: '/products/{id}',
  access: 'admin',
  tag: 'admin',
  summary: 'A product with description, images, category and rating',
  params: idParams,
  answer: productDetailSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
