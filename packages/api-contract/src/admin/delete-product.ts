import * as v from 'valibot';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const deleteProduct = {
  base: 'admin',
  method: 'delete',
  path: '/products/{id}',
  access: 'admin',
  tag: 'admin',
  summary: 'Delete a product; orders that hold it keep their lines',
  params: idParams,
  answer: v.null(),
  errors: [404, 422],
} as const satisfies Endpoint;
