import * as v from 'valibot';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const deleteCategory = {
  base: 'admin',
  method: 'delete',
  path: '/categories/{id}',
  access: 'admin',
  tag: 'admin',
  summary: 'Delete a category; its products stay, uncategorised',
  params: idParams,
  answer: v.null(),
  errors: [404, 422],
} as const satisfies Endpoint;
