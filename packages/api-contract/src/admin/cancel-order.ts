import { adminOrderSchema, cancelOrderBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const cancelOrder = {
  base: 'admin',
  method: 'post',
  path: '/orders/{id}/cancel',
  access: 'admin',
  tag: 'admin',
  summary:
    'Cancel an order with a reason (kept in its history); its stock goes back. 409 when it can no longer be cancelled',
  params: idParams,
  body: cancelOrderBodySchema,
  answer: adminOrderSchema,
  errors: [404, 409, 422],
} as const satisfies Endpoint;
