import { Hono } from 'hono';
import * as v from 'valibot';
import { orderLookupQuerySchema, orderSchema, placeOrderBodySchema, trackOrdersQuerySchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { optionalCustomer } from '../../lib/auth/customer-session.ts';
import { ok } from '../../lib/envelope.ts';
import { describe } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { serializeOrder } from '../../serializers/order.ts';
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_MAX_LENGTH } from './idempotency.ts';
import { getShopperOrder, placeOrder, trackOrders } from './orders.service.ts';
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
        'A customer token (optional) links the order to the customer.',
      data: orderSchema,
      status: 201,
      errors: [404, 409, 422],
      auth: 'customerToken',
    }),
    validate('header', idempotencyHeaderSchema),
    validate('json', placeOrderRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const customer = await optionalCustomer(c, body.shop_id);
      const answer = await placeOrder(c.get('db'), {
        body,
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
      summary: 'Orders matching an order code or a mobile number',
      description: 'The code in any case, with or without its HT- prefix; a mobile number in any common form. Rate-limited per client (429).',
      data: v.array(orderSchema),
      errors: [404, 422, 429],
    }),
    validate('query', trackQuerySchema),
    async (c) => {
      const { shop_id, query } = c.req.valid('query');
      await c.get('rateLimits').track.consume(c);
      const rows = await trackOrders(c.get('db'), shop_id, query);
      return ok(
        c,
        rows.map((row) => serializeOrder(row, c.get('storage'))),
      );
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
