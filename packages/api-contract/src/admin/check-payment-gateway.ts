import { paymentGatewayAccountSchema, paymentGatewayParamsSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const checkPaymentGateway = {
  base: 'admin',
  method: 'post',
  path: '/payment-gateways/{gateway}/check',
  access: 'admin',
  tag: 'admin',
  summary: 'Asks the gateway whether it still takes the saved credentials',
  description:
    '422 `validation.gateway_keys_refused` when the gateway refuses them now; 503 when it cannot answer; 404 when the gateway is not connected.',
  params: paymentGatewayParamsSchema,
  answer: paymentGatewayAccountSchema,
  errors: [404, 422, 503],
} as const satisfies Endpoint;
