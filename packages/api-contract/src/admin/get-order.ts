import { adminOrderSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const getOrder = {
  base: 'admin',
  method: 'get',
  path: '/orders/{id}',
  access: 'admin',
  tag: 'admin',
  summary: 'An order with its lines and status history',
  params: idParams,
  answer: adminOrderSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
