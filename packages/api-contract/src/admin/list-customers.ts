import { paginatorSchema, shopCustomerListQuerySchema, shopCustomerSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listCustomers = {
  base: 'admin',
  method: 'get',
  path: '/customers',
  access: 'admin',
  tag: 'admin',
  summary:
    "A page of the shop's customers (every mobile number seen in its orders or registered in it), the latest buyer first; `search` matches the name or a part of the number",
  description:
    "Counts and the total spent (delivered and completed orders) come from the orders; the risk is the one the to-confirm queue shows; the note, tags and block are the owner's own.",
  query: shopCustomerListQuerySchema,
  answer: paginatorSchema(shopCustomerSchema),
  errors: [422],
} as const satisfies Endpoint;
