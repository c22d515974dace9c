import { adminOrderSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const confirmOrder = {
  base: 'admin',
  method: 'post',
  path: '/orders/{id}/confirm',
  access: 'admin',
  tag: 'admin',
  summary: 'Confirm a new order after the call (pending to accepted; anything else is 409)',
  params: idParams,
  answer: adminOrderSchema,
  errors: [404, 409, 422],
} as const satisfies Endpoint;
