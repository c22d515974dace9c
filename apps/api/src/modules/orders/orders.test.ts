import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, trackAnswerSchema, type Order, type TrackAnswer } from '@haat/domain/schemas';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { createCustomer, createDeliveryPackage, createProduct, createShop } from '../../../test/fixtures.ts';
import {
  createOrderingShop,
  orderBody,
  orderRowsOf,
  placeTestOrder,
  postOrder,
  stockOf,
} from '../../../test/order-fixtures.ts';
import { idempotencyKeys, orders } from '../../platform/db/schema.ts';
import { ORDER_CODE_PATTERN } from '../../platform/ids.ts';
import { TOO_MANY_ATTEMPTS } from '../../platform/http/rate-limit.ts';
import { ORDER_NOT_FOUND } from './order-queries.ts';
import { lastSmsTo } from '../../integrations/sms/log-sms.ts';
import { codeInText } from '../dev-sms/dev-sms.dev.routes.ts';
import { SHOP_NOT_TAKING_ORDERS, TRACK_CODE_SENT, TRACK_NOT_FOUND } from './orders.service.ts';
import { createOrder, DELIVERY_PACKAGE_UNAVAILABLE, PRODUCT_UNAVAILABLE } from './place-order.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Many orders from one address; the limits have their own tests (and the last block below).
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/shop/orders', () => {
  it('places the order: 201 with lines, totals and history; stock taken; the key stored as done', async () => {
    const target = await createOrderingShop(ctx, {
      products: [
        {
          name: 'Miniket Rice',
          bnName: 'মিনিকেট চাল',
          slug: 'miniket',
          selling_price: 80,
          stock: 5,
          imageKey: 'products/7/rice',
        },
      ],
    });
    const [rice] = target.products;
    const body = orderBody(target, [[rice!, 2]], { email: 'rahim@example.com', note: 'Call before coming' });

    const res = await postOrder(ctx, body, { key: 'first-order-key' });

    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Order placed');
    const order = v.parse(orderSchema, res.body.data);
    expect(order.code).toMatch(ORDER_CODE_PATTERN);
    expect(order).toMatchObject({
      shop_id: target.shop.id,
      customer_id: null,
      status: 'pending',
      name: 'Rahim Uddin',
      mobile: body.mobile,
      email: 'rahim@example.com',
      address: 'House 12, Road 5, Dhanmondi',
      district: 'Dhaka',
      note: 'Call before coming',
      delivery_package: { id: target.deliveryPackage.id, name: 'Inside Dhaka', charge: 60 },
      subtotal: 160,
      delivery_charge: 60,
      discount: 0,
      discounts: [],
      total: 220,
    });
    expect(order.items).toEqual([
      {
        id: expect.any(Number),
        product_id: rice!.id,
        variant_id: expect.any(Number),
        options: [],
        sku: null,
        product_slug: 'miniket',
        name: 'Miniket Rice',
        bn_name: 'মিনিকেট চাল',
        image_url: `${ctx.baseUrl}/images/products/7/rice-card.webp`,
        unit_price: 80,
        quantity: 2,
        line_total: 160,
        discount: 0,
      },
    ]);
    expect(order.history).toEqual([
      { status: 'pending', note: null, restocked: false, created_at: expect.any(String) },
    ]);

    expect(await stockOf(ctx, rice!.id)).toEqual({ stock: 3, soldCount: 2 });
    const state = await orderRowsOf(ctx, target.shop.id);
    expect(state).toMatchObject({
      orders: 1,
      items: 1,
      history: 1,
      keys: [{ key: 'first-order-key', status: 'done', responseStatus: 201 }],
    });
  });

  it('computes prices and totals on the server for both discount types; client-sent prices and totals are ignored', async () => {
    const target = await createOrderingShop(ctx, {
      charge: 120,
      products: [
        { name: 'Percent', selling_price: 99.99, discount: 33, discount_type: 'PERCENT' },
        { name: 'Fixed', selling_price: 250, discount: 30, discount_type: 'FIXED' },
        { name: 'Half', selling_price: 10.05, discount: 50, discount_type: 'PERCENT' },
      ],
    });
    const [percent, fixed, half] = target.products;
    const body = orderBody(
      target,
      [
        [percent!, 3],
        [fixed!, 2],
        [half!, 1],
      ],
      { subtotal: 1, total: 1, delivery_charge: 0 },
    );
    const withPrices = {
      ...body,
      // `unit_price` is only checked against the server's price (409 when different, see below); these match it.
      items: body.items.map((item, index) => ({
        ...item,
        price: 0.01,
        unit_price: [66.99, 220, 5.03][index],
        line_total: 0.01,
      })),
    };

    const order = await placeTestOrder(ctx, withPrices);

    // 99.99 × 67% = 66.9933 → 66.99; 250 − 30 = 220; 10.05 × 50% = 5.025 → 5.03 (half-up, once).
    expect(
      order.items.map(({ name, unit_price, quantity, line_total }) => ({ name, unit_price, quantity, line_total })),
    ).toEqual([
      { name: 'Percent', unit_price: 66.99, quantity: 3, line_total: 200.97 },
      { name: 'Fixed', unit_price: 220, quantity: 2, line_total: 440 },
      { name: 'Half', unit_price: 5.03, quantity: 1, line_total: 5.03 },
    ]);
    expect(order.subtotal).toBe(646);
    expect(order.delivery_charge).toBe(120);
    expect(order.total).toBe(766);
    const [stored] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ subtotalPaisa: 64_600, deliveryChargePaisa: 12_000, totalPaisa: 76_600 });
  });

  it("links the order to a signed-in customer; another shop's token places a guest order", async () => {
    const target = await createOrderingShop(ctx);
    const { customer, token } = await createCustomer(ctx, { shop: target.shop });
    const mine = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]]), { token });
    expect(mine.customer_id).toBe(customer.id);

    const elsewhere = await createCustomer(ctx, { shop: await createShop(ctx) });
    const guest = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]]), { token: elsewhere.token });
    expect(guest.customer_id).toBeNull();
  });

  it('normalises the mobile and trims the text fields', async () => {
    const target = await createOrderingShop(ctx);
    const order = await placeTestOrder(
      ctx,
      orderBody(target, [[target.products[0]!, 1]], {
        mobile: '+880 1712-345678',
        name: '  Karim  ',
        email: ' ',
        district: '',
        note: '  ',
      }),
    );
    expect(order).toMatchObject({ mobile: '01712345678', name: 'Karim', email: null, district: null, note: null });
  });

  it('is 422 with field messages for a bad body, and nothing is written', async () => {
    const target = await createOrderingShop(ctx);
    const before = await orderRowsOf(ctx, target.shop.id);

    const empty = await postOrder(ctx, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      shop_id: ['validation.required'],
      items: ['validation.required'],
      name: ['validation.name_required'],
      mobile: ['validation.mobile_required'],
      address: ['validation.required'],
      delivery_package_id: ['validation.required'],
    });

    const [product] = target.products;
    const bad = await postOrder(ctx, {
      ...orderBody(target, [[product!, 0]]),
      mobile: '0171234567',
      address: 'Dhk',
      items: [
        { product_id: product!.id, quantity: 0 },
        { product_id: 'one', quantity: 1.5 },
        { product_id: product!.id, quantity: 100 },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      mobile: ['validation.mobile_digits'],
      address: ['validation.min_length'],
      'items.0.quantity': ['validation.quantity_min'],
      'items.1.product_id': ['validation.invalid_number'],
      'items.1.quantity': ['validation.invalid_number'],
      'items.2.quantity': ['validation.max_value'],
    });

    // Ids beyond PostgreSQL's integer are invalid, not a database error.
    const huge = await postOrder(ctx, {
      ...orderBody(target, [[product!, 1]]),
      shop_id: 2 ** 40,
      delivery_package_id: 2 ** 31,
      items: [
        { product_id: product!.id, quantity: 1 },
        { product_id: Number.MAX_SAFE_INTEGER, quantity: 1 },
      ],
    });
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({
      shop_id: ['validation.invalid_number'],
      delivery_package_id: ['validation.invalid_number'],
      'items.1.product_id': ['validation.invalid_number'],
    });

    // Two lines of one product could together exceed its stock: the body refuses them.
    const twice = await postOrder(
      ctx,
      orderBody(target, [
        [product!, 1],
        [product!, 1],
      ]),
    );
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ items: ['validation.invalid_format'] });

    const malformed = await ctx.request('POST', '/api/shop/orders', {
      body: '{"shop_id": ',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'malformed' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON');
    expect(await orderRowsOf(ctx, target.shop.id)).toEqual(before);
  });

  it('is 422 for a missing, blank, too long or unreadable Idempotency-Key', async () => {
    const target = await createOrderingShop(ctx);
    const body = orderBody(target, [[target.products[0]!, 1]]);
    const cases: [string | null, string][] = [
      [null, 'validation.required'],
      ['   ', 'validation.required'],
      ['k'.repeat(256), 'validation.max_length'],
      ['tab\tinside', 'validation.invalid_format'],
    ];
    for (const [key, message] of cases) {
      const res = await postOrder(ctx, body, { key });
      expect(res.status, String(key)).toBe(422);
      expect(res.body.errors).toEqual({ 'idempotency-key': [message] });
    }
    expect((await postOrder(ctx, body, { key: 'k'.repeat(255) })).status).toBe(201);
    expect((await orderRowsOf(ctx, target.shop.id)).orders).toBe(1);
  });

  it('is 404 for an unknown shop, storing no key', async () => {
    const target = await createOrderingShop(ctx);
    const res = await postOrder(ctx, { ...orderBody(target, [[target.products[0]!, 1]]), shop_id: 987_654_321 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Shop not found');
    expect(await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.shopId, 987_654_321))).toEqual([]);
  });

  it("is 422 at the line's path for another shop's or an unknown product, and for another shop's delivery package", async () => {
    const target = await createOrderingShop(ctx, { products: [{}, {}] });
    const other = await createOrderingShop(ctx);
    const [mine, second] = target.products;
    const before = await orderRowsOf(ctx, target.shop.id);
    const otherBefore = await orderRowsOf(ctx, other.shop.id);

    const foreignProduct = await postOrder(
      ctx,
      orderBody(target, [
        [mine!, 1],
        [other.products[0]!, 1],
        [second!, 1],
      ]),
    );
    expect(foreignProduct.status).toBe(422);
    expect(foreignProduct.body.errors).toEqual({ 'items.1.product_id': [PRODUCT_UNAVAILABLE] });

    const unknown = await postOrder(ctx, {
      ...orderBody(target, [[mine!, 1]]),
      items: [{ product_id: 2_000_000_000, quantity: 1 }],
      delivery_package_id: other.deliveryPackage.id,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      delivery_package_id: [DELIVERY_PACKAGE_UNAVAILABLE],
      'items.0.product_id': [PRODUCT_UNAVAILABLE],
    });

    const after = await orderRowsOf(ctx, target.shop.id);
    expect(after.products).toEqual(before.products);
    expect(after).toMatchObject({ orders: 0, items: 0, history: 0 });
    // The refusals are stored with their keys, so a retry with the same key gets the same answer.
    expect(after.keys.map((key) => [key.status, key.responseStatus])).toEqual([
      ['done', 422],
      ['done', 422],
    ]);
    expect(await orderRowsOf(ctx, other.shop.id)).toEqual(otherBefore);
  });

  it('is 409 naming the products short of stock, and the lines already taken are given back', async () => {
    const target = await createOrderingShop(ctx, {
      products: [
        { name: 'Plenty', stock: 50 },
        { name: 'Lentils', stock: 2 },
        { name: 'Sugar', stock: 0 },
      ],
    });
    const [plenty, lentils, sugar] = target.products;
    const before = await orderRowsOf(ctx, target.shop.id);

    const res = await postOrder(
      ctx,
      orderBody(target, [
        [sugar!, 1],
        [plenty!, 5],
        [lentils!, 3],
      ]),
    );

    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Not enough stock: "Sugar" is out of stock, "Lentils" has only 2 left');
    expect(res.body.errors).toEqual({
      'items.0.quantity': ['Out of stock'],
      'items.2.quantity': ['Only 2 left in stock'],
    });
    const after = await orderRowsOf(ctx, target.shop.id);
    expect(after.products).toEqual(before.products);
    expect(after).toMatchObject({ orders: 0, items: 0, history: 0 });

    // Exactly the stock left is fine.
    const order = await placeTestOrder(ctx, orderBody(target, [[lentils!, 2]]));
    expect(order.items[0]?.quantity).toBe(2);
    expect(await stockOf(ctx, lentils!.id)).toEqual({ stock: 0, soldCount: 2 });
  });

  it('is 409 when a line says it saw another unit price than the product has now, naming it with the stock', async () => {
    const target = await createOrderingShop(ctx, {
      products: [
        { name: 'Miniket Rice', selling_price: 100, discount: 10, discount_type: 'PERCENT', stock: 10 },
        { name: 'Lentils', selling_price: 120, stock: 1 },
        { name: 'Sugar', selling_price: 50, stock: 10 },
      ],
    });
    const [rice, lentils, sugar] = target.products;
    const before = await orderRowsOf(ctx, target.shop.id);
    const body = orderBody(target, [], {
      items: [
        // Seen at 100 before the owner set a 10% discount: the shopper pays 90 now.
        { product_id: rice!.id, quantity: 1, unit_price: 100 },
        { product_id: lentils!.id, quantity: 2, unit_price: 120 },
        { product_id: sugar!.id, quantity: 1, unit_price: 50 },
      ],
    });

    const res = await postOrder(ctx, body);

    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Not enough stock: "Lentils" has only 1 left. The price of "Miniket Rice" has just changed, please check your cart',
    );
    expect(res.body.errors).toEqual({
      'items.0.unit_price': ['The price has just changed'],
      'items.1.quantity': ['Only 1 left in stock'],
    });
    const after = await orderRowsOf(ctx, target.shop.id);
    expect(after.products).toEqual(before.products);
    expect(after).toMatchObject({ orders: 0, items: 0, history: 0 });

    // With the prices as they are now (and a line without one: not checked), the order is placed at them.
    const order = await placeTestOrder(
      ctx,
      orderBody(target, [], {
        items: [
          { product_id: rice!.id, quantity: 1, unit_price: 90 },
          { product_id: sugar!.id, quantity: 1 },
        ],
      }),
    );
    expect(order.items.map((item) => item.unit_price)).toEqual([90, 50]);
  });

  it('is 409 for an unpublished shop', async () => {
    const target = await createOrderingShop(ctx, { shop: { public: false } });
    const res = await postOrder(ctx, orderBody(target, [[target.products[0]!, 1]]));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SHOP_NOT_TAKING_ORDERS);
    expect((await orderRowsOf(ctx, target.shop.id)).products).toEqual([
      expect.objectContaining({ stock: 10, soldCount: 0 }),
    ]);
  });
});

describe('createOrder (the order transaction)', () => {
  it('sums repeated lines of one product, so they cannot take more than its stock', async () => {
    const target = await createOrderingShop(ctx, { products: [{ stock: 3, selling_price: 10 }] });
    const [product] = target.products;
    const body = {
      ...orderBody(target, [
        [product!, 2],
        [product!, 2],
      ]),
    } as Parameters<typeof createOrder>[1]['body'];
    const place = () =>
      ctx.db.transaction((tx) => createOrder(tx, { shopId: target.shop.id, customerId: null, body, sms: null }));

    await expect(place()).rejects.toMatchObject({
      status: 409,
      message: `Not enough stock: "${product!.name}" has only 3 left`,
    });
    expect(await stockOf(ctx, product!.id)).toEqual({ stock: 3, soldCount: 0 });

    const fits = {
      ...body,
      items: [
        { product_id: product!.id, quantity: 1 },
        { product_id: product!.id, quantity: 2 },
      ],
    };
    const rows = await ctx.db.transaction((tx) =>
      createOrder(tx, { shopId: target.shop.id, customerId: null, body: fits, sms: null }),
    );
    expect(rows.items.map((item) => [item.productId, item.quantity, item.lineTotalPaisa])).toEqual([
      [product!.id, 3, 3_000],
    ]);
    expect(await stockOf(ctx, product!.id)).toEqual({ stock: 0, soldCount: 3 });
  });

  it('draws a new code when the shop already has the one drawn', async () => {
    const target = await createOrderingShop(ctx, { products: [{ stock: 5 }] });
    const [product] = target.products;
    const body = orderBody(target, [[product!, 1]]) as Parameters<typeof createOrder>[1]['body'];
    const first = await ctx.db.transaction((tx) =>
      createOrder(tx, { shopId: target.shop.id, customerId: null, body, sms: null }),
    );

    const drawn = [first.order.code, first.order.code, 'HT-ABCDEFGH'];
    const second = await ctx.db.transaction((tx) =>
      createOrder(tx, { shopId: target.shop.id, customerId: null, body, sms: null }, () => drawn.shift()!),
    );

    expect(second.order.code).toBe('HT-ABCDEFGH');
    expect(drawn).toEqual([]);
    // Codes are unique per shop only: another shop may hold the same code.
    const elsewhere = await createOrderingShop(ctx);
    const third = await ctx.db.transaction((tx) =>
      createOrder(
        tx,
        {
          shopId: elsewhere.shop.id,
          customerId: null,
          sms: null,
          body: {
            ...body,
            shop_id: elsewhere.shop.id,
            delivery_package_id: elsewhere.deliveryPackage.id,
            items: [{ product_id: elsewhere.products[0]!.id, quantity: 1 }],
          },
        },
        () => 'HT-ABCDEFGH',
      ),
    );
    expect(third.order.code).toBe('HT-ABCDEFGH');
  });
});

describe('GET /api/shop/orders/track', () => {
  const track = (shopId: number, query: string) =>
    ctx.request<TrackAnswer>('GET', '/api/shop/orders/track', { query: { shop_id: shopId, query } });

  it('finds an order by its code in any case, with or without the prefix, without personal data', async () => {
    const target = await createOrderingShop(ctx);
    const order = await placeTestOrder(
      ctx,
      orderBody(target, [[target.products[0]!, 1]], { email: 'rahim@example.com', note: 'Call first' }),
    );
    for (const query of [
      order.code,
      order.code.toLowerCase(),
      order.code.slice(3),
      ` ${order.code.slice(3).toLowerCase()} `,
    ]) {
      const res = await track(target.shop.id, query);
      expect(res.status, query).toBe(200);
      expect(v.parse(trackAnswerSchema, res.body.data)).toEqual({
        kind: 'orders',
        orders: [
          {
            code: order.code,
            status: order.status,
            subtotal: order.subtotal,
            delivery_charge: order.delivery_charge,
            discount: 0,
            discounts: [],
            total: order.total,
            items: order.items,
            history: order.history,
            created_at: order.created_at,
          },
        ],
      });
    }
  });

  it('the attack: sweeping a phone number across shops gets no name, address, items or codes', async () => {
    const mobile = '01812345670';
    const victims = [await createOrderingShop(ctx), await createOrderingShop(ctx)];
    const placed = [];
    for (const shop of victims) {
      placed.push(
        await placeTestOrder(
          ctx,
          orderBody(shop, [[shop.products[0]!, 1]], { mobile, name: 'Salma Begum', email: 'salma@example.com' }),
        ),
      );
    }
    for (const [index, shop] of victims.entries()) {
      const res = await track(shop.shop.id, mobile);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        kind: 'summaries',
        summaries: [{ status: 'pending', total: placed[index]!.total, created_at: placed[index]!.created_at }],
      });
      for (const secret of [
        'Salma',
        'salma@example.com',
        'Dhanmondi',
        placed[index]!.code,
        placed[index]!.items[0]!.name,
        mobile,
      ]) {
        expect(res.text, secret).not.toContain(secret);
      }
    }
  });

  it("lists a mobile's orders in this shop only as status, date and total, newest first, however the number is written", async () => {
    const target = await createOrderingShop(ctx);
    const other = await createOrderingShop(ctx);
    const mobile = '01812345678';
    const first = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]], { mobile }));
    const second = await placeTestOrder(
      ctx,
      orderBody(target, [[target.products[0]!, 2]], { mobile: '+8801812345678' }),
    );
    await placeTestOrder(ctx, orderBody(other, [[other.products[0]!, 1]], { mobile }));
    await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]]));

    for (const query of [mobile, '+880 1812-345678', '০১৮১২৩৪৫৬৭৮']) {
      const res = await track(target.shop.id, query);
      expect(res.status, query).toBe(200);
      const answer = v.parse(trackAnswerSchema, res.body.data);
      expect(answer.kind === 'summaries' && answer.summaries.map((order) => order.total)).toEqual([
        second.total,
        first.total,
      ]);
    }
  });

  it("is 404 with the documented message (docs/product/texts.md#server-messages) when nothing matches, including another shop's order", async () => {
    const target = await createOrderingShop(ctx);
    const other = await createOrderingShop(ctx);
    const theirs = await placeTestOrder(ctx, orderBody(other, [[other.products[0]!, 1]]));
    for (const query of [theirs.code, theirs.mobile, 'HT-00000000', 'hello there']) {
      const res = await track(target.shop.id, query);
      expect(res.status, query).toBe(404);
      expect(res.body.message).toBe(TRACK_NOT_FOUND);
    }
    expect((await track(987_654, theirs.code)).body.message).toBe('Shop not found');
  });

  it('is 422 for a blank or missing query', async () => {
    const target = await createOrderingShop(ctx);
    const blank = await track(target.shop.id, '  ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ query: ['validation.required'] });
    const missing = await ctx.request('GET', '/api/shop/orders/track', { query: { shop_id: target.shop.id } });
    expect(missing.status).toBe(422);
    expect((await track(2 ** 31, 'HT-00000000')).body.errors).toEqual({ shop_id: ['validation.invalid_number'] });
  });
});

describe('POST /api/shop/orders/track/code and /verify', () => {
  const sendCode = (shopId: number, mobile: string, headers: Record<string, string> = {}) =>
    ctx.request('POST', '/api/shop/orders/track/code', { body: { shop_id: shopId, mobile }, headers });
  const verify = (shopId: number, mobile: string, otp: string) =>
    ctx.request<TrackAnswer>('POST', '/api/shop/orders/track/verify', { body: { shop_id: shopId, mobile, otp } });

  it("shows a number's orders with their lines once the code sent to it is given, once", async () => {
    const target = await createOrderingShop(ctx);
    const mobile = '01912345671';
    const first = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]], { mobile }));
    const second = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 2]], { mobile }));
    // The orders' own SMS go first.
    await ctx.jobsSettled();

    const sent = await sendCode(target.shop.id, '+880 1912-345671');
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(TRACK_CODE_SENT);
    await ctx.jobsSettled();
    const text = lastSmsTo(mobile)!;
    expect(text).toMatch(/^হাট: আপনার .*অর্ডার দেখার কোড \d{6}।/u);
    const code = codeInText(text)!;

    expect((await verify(target.shop.id, mobile, '000000')).status).toBe(422);
    const res = await verify(target.shop.id, mobile, code);
    expect(res.status).toBe(200);
    const answer = v.parse(trackAnswerSchema, res.body.data);
    expect(answer.kind === 'orders' && answer.orders.map((order) => [order.code, order.items.length])).toEqual([
      [second.code, 1],
      [first.code, 1],
    ]);
    expect(res.text).not.toContain('Rahim');
    const again = await verify(target.shop.id, mobile, code);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ otp: ['validation.otp_wrong'] });
  });

  it('sends nothing to a number without orders in the shop, and answers the same', async () => {
    const target = await createOrderingShop(ctx);
    const other = await createOrderingShop(ctx);
    const mobile = '01912345672';
    await placeTestOrder(ctx, orderBody(other, [[other.products[0]!, 1]], { mobile }));
    await ctx.jobsSettled();
    // The other shop's order SMS is the last one this number got.
    const before = lastSmsTo(mobile);
    expect(before).not.toMatch(/কোড/u);
    const res = await sendCode(target.shop.id, mobile);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TRACK_CODE_SENT);
    await ctx.jobsSettled();
    expect(lastSmsTo(mobile)).toBe(before);
  });

  it('names the shop in the reader’s language: its Bengali name in Bengali, its name in English', async () => {
    const target = await createOrderingShop(ctx, { shop: { name: 'Boighor Books', bnName: 'বইঘর' } });
    const mobile = '01912345674';
    await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]], { mobile }));
    await ctx.jobsSettled();
    await sendCode(target.shop.id, mobile);
    await ctx.jobsSettled();
    expect(lastSmsTo(mobile)).toMatch(/^হাট: আপনার বইঘর-এর অর্ডার দেখার কোড \d{6}।/u);
    await sendCode(target.shop.id, mobile, { 'accept-language': 'en' });
    await ctx.jobsSettled();
    expect(lastSmsTo(mobile)).toMatch(/^Haat: your order tracking code for Boighor Books is \d{6}\./u);
  });

  it('a code for one shop does not open the same number in another shop', async () => {
    const [a, b] = [await createOrderingShop(ctx), await createOrderingShop(ctx)];
    const mobile = '01912345673';
    await placeTestOrder(ctx, orderBody(a, [[a.products[0]!, 1]], { mobile }));
    await placeTestOrder(ctx, orderBody(b, [[b.products[0]!, 1]], { mobile }));
    await ctx.jobsSettled();
    await sendCode(a.shop.id, mobile, { 'accept-language': 'en' });
    await ctx.jobsSettled();
    const text = lastSmsTo(mobile)!;
    expect(text).toMatch(/^Haat: your order tracking code/u);
    expect((await verify(b.shop.id, mobile, codeInText(text)!)).status).toBe(422);
  });
});

describe('GET /api/shop/orders/:code', () => {
  const details = (shopId: number, code: string, options: { mobile?: string; token?: string } = {}) =>
    ctx.request<Order>('GET', `/api/shop/orders/${encodeURIComponent(code)}`, {
      query: { shop_id: shopId, ...(options.mobile ? { mobile: options.mobile } : {}) },
      ...(options.token ? { token: options.token } : {}),
    });

  it('answers the order with lines and history for its mobile, in any form, and for its code in any form', async () => {
    const target = await createOrderingShop(ctx);
    const order = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 3]], { mobile: '01912345678' }));
    for (const [code, mobile] of [
      [order.code, '01912345678'],
      [order.code.slice(3).toLowerCase(), '+880 1912 345678'],
    ] as const) {
      const res = await details(target.shop.id, code, { mobile });
      expect(res.status).toBe(200);
      expect(v.parse(orderSchema, res.body.data)).toEqual(order);
    }
  });

  it('answers the signed-in owner without a mobile; anyone else gets 404, as for an unknown code', async () => {
    const target = await createOrderingShop(ctx);
    const owner = await createCustomer(ctx, { shop: target.shop });
    const stranger = await createCustomer(ctx, { shop: target.shop });
    const order = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]], { mobile: '01612345678' }), {
      token: owner.token,
    });

    expect((await details(target.shop.id, order.code, { token: owner.token })).body.data).toEqual(order);

    const refusals = [
      await details(target.shop.id, order.code),
      await details(target.shop.id, order.code, { mobile: '01612345679' }),
      await details(target.shop.id, order.code, { token: stranger.token }),
      await details(target.shop.id, 'HT-00000000', { mobile: '01612345678' }),
      await details(target.shop.id, 'not-a-code', { mobile: '01612345678' }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 404, message: ORDER_NOT_FOUND });
    }
  });

  it("is 404 through another shop, even with the right mobile or the owner's token", async () => {
    const target = await createOrderingShop(ctx);
    const other = await createOrderingShop(ctx);
    const owner = await createCustomer(ctx, { shop: target.shop });
    const order = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]]), { token: owner.token });
    expect((await details(other.shop.id, order.code, { mobile: order.mobile })).status).toBe(404);
    expect((await details(other.shop.id, order.code, { token: owner.token })).status).toBe(404);
    expect((await details(999_999, order.code, { mobile: order.mobile })).status).toBe(404);
  });

  it('is 422 for a malformed mobile or shop_id', async () => {
    const target = await createOrderingShop(ctx);
    const res = await details(target.shop.id, 'HT-00000000', { mobile: '12345' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ mobile: ['validation.mobile_digits'] });
    expect((await ctx.request('GET', '/api/shop/orders/HT-00000000', { query: { shop_id: 'x' } })).status).toBe(422);
    const huge = await ctx.request('GET', '/api/shop/orders/HT-00000000', {
      query: { shop_id: 2 ** 31 },
      token: 'some-token',
    });
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ shop_id: ['validation.invalid_number'] });
  });
});

describe('tracking is rate-limited per client address', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext();
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After once a client has tracked 60 times, whatever the query', async () => {
    const shop = await createShop(limited);
    await createDeliveryPackage(limited, { shop });
    await createProduct(limited, { shop });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await limited.request('GET', '/api/shop/orders/track', {
        query: { shop_id: shop.id, query: `0171${String(1_000_000 + i)}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    const refused = await limited.request('GET', '/api/shop/orders/track', {
      query: { shop_id: shop.id, query: 'HT-00000000' },
    });
    expect(statuses[60]).toBe(429);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
