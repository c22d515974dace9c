import {
  paymentGatewayAccountSchema,
  paymentGatewayBodySchema,
  paymentGatewayParamsSchema,
} from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const savePaymentGateway = {
  base: 'admin',
  method: 'put',
  path: '/payment-gateways/{gateway}',
  access: 'admin',
  tag: 'admin',
  summary: 'Connect a payment gateway, or replace its credentials (checked with the gateway, stored sealed)',
  description:
    "The body's `gateway` must be the path's. bKash's are checked with a token grant, SSLCommerz's with a transaction query: a refusal is 422 `validation.gateway_keys_refused` on the credential fields and nothing is saved; a gateway that cannot answer is 503. 503 too when the server has no CREDENTIALS_KEY.",
  params: paymentGatewayParamsSchema,
  body: paymentGatewayBodySchema,
  answer: paymentGatewayAccountSchema,
  errors: [422, 503],
} as const satisfies Endpoint;
