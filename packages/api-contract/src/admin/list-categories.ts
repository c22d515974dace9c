import * as v from 'valibot';
import { categorySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listCategories = {
  base: 'admin',
  method: 'get',
  path: '/categories',
  access: 'admin',
  tag: 'admin',
  summary: "The shop's categories, each with its product count",
  answer: v.array(categorySchema),
} as const satisfies Endpoint;
