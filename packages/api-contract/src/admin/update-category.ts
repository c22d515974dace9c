import { categoryBodySchema, categorySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const updateCategory = {
  base: 'admin',
  method: 'put',
  path: '/categories/{id}',
  access: 'admin',
  tag: 'admin',
  summary: 'Rename a category (its slug stays)',
  params: idParams,
  body: categoryBodySchema,
  answer: categorySchema,
  errors: [404, 422],
} as const satisfies Endpoint;
