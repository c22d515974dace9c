import { adminOrderSchema, orderStatusBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const updateOrderStatus = {
  base: 'admin',
  method: 'patch',
  path: '/orders/{id}/status',
  access: 'admin',
  tag: 'admin',
  summary:
    'Move an order along its lifecycle (an illegal change is 409; cancelling gives the stock back, and so does a return of a shipped order with `restock: true`)',
  params: idParams,
  body: orderStatusBodySchema,
  answer: adminOrderSchema,
  errors: [404, 409, 422],
} as const satisfies Endpoint;
