import * as v from 'valibot';
import { ORDER_CODE_MAX_LENGTH, orderLookupQuerySchema, orderSchema, pathTextParam } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getOrder = {
  base: 'shop',
  method: 'get',
  path: '/orders/{code}',
  access: 'customer-optional',
  tag: 'orders',
  summary: 'An order with its lines and status history',
  description:
    "Needs the order's mobile (query `mobile`) or its owner's customer token; otherwise 404, as for an unknown code.",
  params: v.object({ code: pathTextParam(ORDER_CODE_MAX_LENGTH) }),
  query: orderLookupQuerySchema,
  answer: orderSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
