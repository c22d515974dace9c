import { adminOrderSchema, orderPaymentParams, verifyPaymentBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const verifyPayment = {
  base: 'admin',
  method: 'post',
  path: '/orders/{id}/payments/{payment_id}/verify',
  access: 'admin',
  tag: 'admin',
  summary: 'Say whether a sent-money code’s money arrived: `received: true` marks it paid, false rejects it',
  description:
    'Only an attempt waiting for the owner (`to_verify`) is changed; verifying it again answers the order as it is ' +
    '(nothing is paid twice). Another shop’s order or payment is 404.',
  params: orderPaymentParams,
  body: verifyPaymentBodySchema,
  answer: adminOrderSchema,
  errors: [404, 409, 422],
} as const satisfies Endpoint;
