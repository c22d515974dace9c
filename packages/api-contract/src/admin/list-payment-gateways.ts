import { paymentGatewayAccountsSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listPaymentGateways = {
  base: 'admin',
  method: 'get',
  path: '/payment-gateways',
  access: 'admin',
  tag: 'admin',
  summary: 'The payment gateways the shop has connected (bKash, SSLCommerz), with what is not secret',
  answer: paymentGatewayAccountsSchema,
} as const satisfies Endpoint;
