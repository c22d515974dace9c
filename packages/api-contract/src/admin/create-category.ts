import { categoryBodySchema, categorySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const createCategory = {
  base: 'admin',
  method: 'post',
  path: '/categories',
  access: 'admin',
  tag: 'admin',
  summary: 'Add a category (slug made from the name, unique in the shop)',
  body: categoryBodySchema,
  answer: categorySchema,
  status: 201,
  errors: [422],
} as const satisfies Endpoint;
