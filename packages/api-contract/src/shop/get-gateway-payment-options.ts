import * as v from 'valibot';
import {
  gatewayPaymentOptionsSchema,
  ORDER_CODE_MAX_LENGTH,
  orderLookupQuerySchema,
  pathTextParam,
} from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getGatewayPaymentOptions = {
  base: 'shop',
  method: 'get',
  path: '/orders/{code}/payments/gateways',
  access: 'customer-optional',
  tag: 'orders',
  summary: "The gateways the order's unpaid advance can be paid with (bKash, SSLCommerz) and the amount due",
  description: "Needs the order's mobile (query `mobile`) or its owner's customer token; otherwise 404.",
  params: v.object({ code: pathTextParam(ORDER_CODE_MAX_LENGTH) }),
  query: orderLookupQuerySchema,
  answer: gatewayPaymentOptionsSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
