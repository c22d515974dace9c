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
    'A customer token (optional) links the order to the customer.',
  headers: placeOrderHeadersSchema,
  body: placeOrderBodySchema,
  answer: orderSchema,
  status: 201,
  errors: [404, 409, 422, 429],
} as const satisfies Endpoint;
