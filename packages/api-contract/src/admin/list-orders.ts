import { adminOrderListQuerySchema, adminOrderSchema, paginatorSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listOrders = {
  base: 'admin',
  method: 'get',
  path: '/orders',
  access: 'admin',
  tag: 'admin',
  summary:
    "A page of the shop's orders in a tab (ongoing or completed), newest first; `search` matches code, name or mobile",
  query: adminOrderListQuerySchema,
  answer: paginatorSchema(adminOrderSchema),
  errors: [422],
} as const satisfies Endpoint;
