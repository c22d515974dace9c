import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  orderLookupQuerySchema,
  orderSchema,
  placeOrderBodySchema,
  trackAnswerSchema,
  trackCodeBodySchema,
  trackOrdersQuerySchema,
  trackVerifyBodySchema,
} from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { optionalCustomer } from '../../lib/auth/customer-session.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { ok } from '../../lib/envelope.ts';
import { describe } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { codeSmsDeps } from '../../lib/sms/code-sms.ts';
import { serializeOrder, serializeOrderSummary, serializeTrackedOrder } from '../../serializers/order.ts';
import { accountKey } from '../customers/customer-auth.service.ts';
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_MAX_LENGTH } from './idempotency.ts';
import { getShopperOrder, placeOrder, sendTrackCode, TRACK_CODE_SENT, trackOrders, verifyTrackCode } from './orders.service.ts';
import { recordIdsInRange } from './record-ids.ts';

/** Header names arrive lowercase. A key is 1–255 visible ASCII characters (a UUID is typical). */
const idempotencyHeaderSchema = v.object({
  [IDEMPOTENCY_KEY_FIELD]: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH, 'validation.max_length'),
    v.regex(/^[\x20-\x7E]*$/u, 'validation.invalid_format'),
  ),
});

const placeOrderRequestSchema = v.pipe(
  placeOrderBodySchema,
  recordIdsInRange((body) => [
    [['shop_id'], body.shop_id],
    [['delivery_package_id'], body.delivery_package_id],
    ...body.items.map((item, index): [['items', number, 'product_id'], number] => [['items', index, 'product_id'], item.product_id]),
  ]),
);
const trackQuerySchema = v.pipe(
  trackOrdersQuerySchema,
  recordIdsInRange((query) => [[['shop_id'], query.shop_id]]),
);
const lookupQuerySchema = v.pipe(
  orderLookupQuerySchema,
  recordIdsInRange((query) => [[['shop_id'], query.shop_id]]),
);

const codeParam = v.object({
  code: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(40, 'validation.max_length')),
});

/** The client address as orders store it: an HMAC, so the table holds no address. */
const clientKeyOf = (address: string, secret: string) => createHmac('sha256', secret).update(address).digest('hex').slice(0, 32);

/** Marks an answer that repeats the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Shop base (`/api/shop`): placing, tracking and viewing orders. */
export const ordersRoutes = new Hono<AppEnv>()
  .post(
    '/orders',
    describe({
      tags: ['orders'],
      summary: 'Place a cash-on-delivery order',
      description:
        'Prices, delivery charge and totals are computed by the server from the current products and the delivery package. ' +
        'The same Idempotency-Key with the same body answers what the first request got (header Idempotent-Replayed); ' +
        'with another body it is 422; while the first request is still running, the next waits for its answer. Not enough stock is 409 naming the products. ' +
        'Against hoarding: more units of a product than the shop’s `max_line_quantity` is 422; a mobile number with 5 orders not yet sent is 409; ' +
        'a client address with 20 such orders, or placing orders too fast, is 429. ' +
        'A customer token (optional) links the order to the customer.',
      data: orderSchema,
      status: 201,
      errors: [404, 409, 422, 429],
      auth: 'customerToken',
    }),
    validate('header', idempotencyHeaderSchema),
    validate('json', placeOrderRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const config = c.get('config');
      await c.get('rateLimits').order.consume(c);
      const customer = await optionalCustomer(c, body.shop_id);
      const answer = await placeOrder(c.get('db'), {
        body,
        placer: { clientKey: clientKeyOf(clientAddress(c, config.trustProxy), config.jwtSecret), limits: config.openOrders },
        idempotencyKey: c.req.valid('header')[IDEMPOTENCY_KEY_FIELD],
        customerId: customer?.id ?? null,
        storage: c.get('storage'),
      });
      if (answer.replayed) c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return c.json(answer.body, answer.status);
    },
  )
  .get(
    '/orders/track',
    describe({
      tags: ['orders'],
      summary: 'Track orders by order code or mobile number, without personal data',
      description:
        'The code in any case, with or without its HT- prefix, answers that order (`kind: orders`): status, history, lines and totals, ' +
        'never the name, mobile, email or address. A mobile number in any common form answers only each order’s status, date and ' +
        'total (`kind: summaries`); its orders need the one-time code of `POST /orders/track/code`. Rate-limited per client (429).',
      data: trackAnswerSchema,
      errors: [404, 422, 429],
    }),
    validate('query', trackQuerySchema),
    async (c) => {
      const { shop_id, query } = c.req.valid('query');
      await c.get('rateLimits').track.consume(c);
      const found = await trackOrders(c.get('db'), shop_id, query);
      const storage = c.get('storage');
      return ok(
        c,
        found.kind === 'orders'
          ? { kind: found.kind, orders: found.orders.map((rows) => serializeTrackedOrder(rows, storage)) }
          : { kind: found.kind, summaries: found.orders.map(serializeOrderSummary) },
      );
    },
  )
  .post(
    '/orders/track/code',
    describe({
      tags: ['orders'],
      summary: 'Send a one-time code to a mobile number, to see its orders',
      description:
        'Sends a 6-digit code (valid 10 minutes, 5 tries, single use) when the number has orders in the shop. ' +
        'The answer is the same whether or not it has. Rate-limited per number and per client (429).',
      data: v.null(),
      errors: [404, 422, 429],
    }),
    validate('json', trackCodeBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      await c.get('rateLimits').otp.consume(c, accountKey(body.shop_id, body.mobile));
      await sendTrackCode(codeSmsDeps(c), body);
      return ok(c, null, TRACK_CODE_SENT);
    },
  )
  .post(
    '/orders/track/verify',
    describe({
      tags: ['orders'],
      summary: 'A mobile number’s orders, proven by the code sent to it',
      description:
        'Answers the number’s orders as tracking by code shows them (`kind: orders`). A wrong, used or expired code is 422 on `otp`. ' +
        'Rate-limited per client (429).',
      data: trackAnswerSchema,
      errors: [404, 422, 429],
    }),
    validate('json', trackVerifyBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      await c.get('rateLimits').track.consume(c);
      const rows = await verifyTrackCode(c.get('db'), c.get('config').jwtSecret, body);
      const storage = c.get('storage');
      return ok(c, { kind: 'orders' as const, orders: rows.map((order) => serializeTrackedOrder(order, storage)) });
    },
  )
  .get(
    '/orders/:code',
    describe({
      tags: ['orders'],
      summary: 'An order with its lines and status history',
      description: "Needs the order's mobile (query `mobile`) or its owner's customer token; otherwise 404, as for an unknown code.",
      data: orderSchema,
      errors: [404, 422],
      auth: 'customerToken',
    }),
    validate('param', codeParam),
    validate('query', lookupQuerySchema),
    async (c) => {
      const { shop_id, mobile } = c.req.valid('query');
      const customer = await optionalCustomer(c, shop_id);
      const rows = await getShopperOrder(c.get('db'), shop_id, c.req.valid('param').code, { mobile, customerId: customer?.id ?? null });
      return ok(c, serializeOrder(rows, c.get('storage')));
    },
  );
