import { adminPaymentSchema, paginatorSchema, paymentListQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listPayments = {
  base: 'admin',
  method: 'get',
  path: '/payments',
  access: 'admin',
  tag: 'admin',
  summary: "A page of the shop's payment attempts, newest first, with their orders (reconciliation)",
  description:
    '`from` and `to` are Asia/Dhaka dates, both included; `method` and `status` filter by the attempt’s own.',
  query: paymentListQuerySchema,
  answer: paginatorSchema(adminPaymentSchema),
  errors: [422],
} as const satisfies Endpoint;
