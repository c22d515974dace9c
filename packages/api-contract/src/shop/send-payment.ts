import * as v from 'valibot';
import { ORDER_CODE_MAX_LENGTH, orderSchema, pathTextParam, sendPaymentBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const sendPayment = {
  base: 'shop',
  method: 'post',
  path: '/orders/{code}/payments',
  access: 'customer-optional',
  tag: 'orders',
  summary: 'Tell the shop the advance was sent to its personal bKash, Nagad or Rocket number (the sent-money code)',
  description:
    "Proven as for viewing the order: the order's mobile (`mobile`) or its owner's customer token; otherwise 404, as " +
    'for an unknown code. The amount is the advance still due, computed by the server. The attempt waits as ' +
    '`to_verify` until the owner says whether the money arrived. A wallet the shop does not offer is 422 ' +
    '(`validation.payment_method_not_offered`), nothing due is 409 (`validation.payment_not_due`), a transaction ID ' +
    'used before in this shop is 409 (`validation.transaction_id_used`). Rate-limited per client address (429).',
  params: v.object({ code: pathTextParam(ORDER_CODE_MAX_LENGTH) }),
  body: sendPaymentBodySchema,
  answer: orderSchema,
  status: 201,
  errors: [404, 409, 422, 429],
} as const satisfies Endpoint;
