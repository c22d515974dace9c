import { orderToConfirmSchema, paginationQuerySchema, paginatorSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listOrdersToConfirm = {
  base: 'admin',
  method: 'get',
  path: '/to-confirm',
  access: 'admin',
  tag: 'admin',
  summary:
    "A page of the shop's new (pending) orders waiting for the owner's call, oldest first, each with the customer's cash-on-delivery risk",
  query: paginationQuerySchema,
  answer: paginatorSchema(orderToConfirmSchema),
  errors: [422],
} as const satisfies Endpoint;
