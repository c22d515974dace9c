import { orderSchema, paginationQuerySchema, paginatorSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listOrders = {
  base: 'shop',
  method: 'get',
  path: '/customer/orders',
  access: 'customer',
  tag: 'customer',
  summary: "A page of the customer's orders, newest first",
  description: 'Orders placed while signed in (with this customer token), with their lines and status history.',
  query: paginationQuerySchema,
  answer: paginatorSchema(orderSchema),
  errors: [422],
} as const satisfies Endpoint;
