import { orderSchema, placeOrderBodySchema, placeOrderHeadersSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const placeOrder = {
  base: 'shop',
  method: 'post',
  path: '/orders',
  access: 'customer-optional',
  tag: 'orders',
  summary: 'Place a cash-on-delivery order',
  description:
    'Prices, delivery charge and totals are computed by the server from the current products and the delivery package. ' +
    'The same Idempotency-Key with the same body answers what the first request got (header Idempotent-Replayed); ' +
    'with another body it is 422; while the first request is still running, the next waits for its answer. Not enough stock is 409 naming the products. ' +
    'Against hoarding: more units of a product than the shop’s `max_line_quantity` is 422; a mobile number with 5 orders not yet sent is 409; ' +
    'a client address with 20 such orders, or placing orders too fast, is 429. ' +
    'When the shop’s rules ask this number’s risk level (high, new) to confirm by a one-time code, an order without `otp` is 422 ' +
    'with `validation.order_otp_required` on `otp` (send the code with `POST /orders/code`), a wrong code 422 with `validation.otp_wrong`; ' +
    'these two are not stored with the Idempotency-Key, so the same key places the order with the code. ' +
    'A customer token (optional) links the order to the customer.',
  headers: placeOrderHeadersSchema,
  body: placeOrderBodySchema,
  answer: orderSchema,
  status: 201,
  errors: [404, 409, 422, 429],
} as const satisfies Endpoint;
