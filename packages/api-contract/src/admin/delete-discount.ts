import * as v from 'valibot';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const deleteDiscount = {
  base: 'admin',
  method: 'delete',
  path: '/discounts/{id}',
  access: 'admin',
  tag: 'admin',
  summary: 'Delete a discount and its uses (orders keep the discount they got)',
  params: idParams,
  answer: v.null(),
  errors: [404, 422],
} as const satisfies Endpoint;
