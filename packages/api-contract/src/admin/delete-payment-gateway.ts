import * as v from 'valibot';
import { paymentGatewayParamsSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const deletePaymentGateway = {
  base: 'admin',
  method: 'delete',
  path: '/payment-gateways/{gateway}',
  access: 'admin',
  tag: 'admin',
  summary: 'Disconnect a payment gateway: its credentials are deleted; payments made keep their records',
  params: paymentGatewayParamsSchema,
  answer: v.null(),
  errors: [404, 422],
} as const satisfies Endpoint;
