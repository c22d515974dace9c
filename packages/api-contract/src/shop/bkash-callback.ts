import { bkashCallbackBodySchema, paymentReturnSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const bkashCallback = {
  base: 'shop',
  method: 'post',
  path: '/payments/bkash/callback',
  access: 'public',
  tag: 'orders',
  summary: "A shopper back from bKash's page: the payment is executed (or asked about) and its outcome answered",
  description:
    "What bKash put on the callback URL, passed on by the storefront's callback page. Nothing is taken from it but the payment id: the server executes the payment with bKash, queries it when the answer is lost, and counts it paid only when bKash says Completed for the attempt's amount. A payment id of another shop is 404; a replay answers the outcome already recorded.",
  body: bkashCallbackBodySchema,
  answer: paymentReturnSchema,
  errors: [404, 422, 503],
} as const satisfies Endpoint;
