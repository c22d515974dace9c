/**
 * Stock hoarding, written as the attacks: many units per line, many open orders from one number or
 * one address, orders and chat messages as fast as a script can send them. Each is refused with a
 * clear answer and leaves the stock where it was.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createOwner } from '../../../test/fixtures.ts';
import {
  createOrderingShop,
  orderBody,
  orderRowsOf,
  postOrder,
  stockOf,
  type OrderingShop,
} from '../../../test/order-fixtures.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { orders, shops } from '../../platform/db/schema.ts';
import { TOO_MANY_ATTEMPTS } from '../../platform/http/rate-limit.ts';
import { OPEN_ORDERS_BY_CLIENT, OPEN_ORDERS_BY_MOBILE } from './order-limits.ts';

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('limits on what one order and one shopper may hold', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { TRUST_PROXY: '1', OPEN_ORDERS_PER_CLIENT: '4' },
      deps: { rateLimits: unreachableRateLimits(1) },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const post = (body: unknown, address = '203.0.113.7') =>
    ctx.request('POST', '/api/shop/orders', {
      body,
      headers: { ...from(address), 'Idempotency-Key': crypto.randomUUID() },
    });

  async function stockedShop(stock = 500): Promise<OrderingShop> {
    return createOrderingShop(ctx, {
      products: Array.from({ length: 50 }, (_, i) => ({ name: `Item ${i}`, slug: `item-${i}`, stock })),
    });
  }

  it('the attack: 50 lines × 99 units in one order is refused at the shop’s cap (10 by default), taking nothing', async () => {
    const target = await stockedShop();
    const before = await orderRowsOf(ctx, target.shop.id);
    const res = await post(
      orderBody(
        target,
        target.products.map((product) => [product, 99]),
      ),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This shop sells fewer of this product in one order (at most 10)');
    expect(res.body.errors?.['items.0.quantity']).toEqual(['validation.line_quantity_max']);
    expect(Object.keys(res.body.errors ?? {})).toHaveLength(50);
    const after = await orderRowsOf(ctx, target.shop.id);
    expect(after.products).toEqual(before.products);
    expect(after.orders).toBe(0);

    expect((await post(orderBody(target, [[target.products[0]!, 10]]), '203.0.113.8')).status).toBe(201);
  });

  it('the cap is the owner’s setting: PUT /online-shop stores it and the shop answer shows it', async () => {
    const target = await stockedShop();
    const { token } = await createOwner(ctx, { shop: target.shop });
    const current = await ctx.request<{ shop: Record<string, unknown> }>('GET', '/api/admin/v3/online-shop', {
      token,
      query: { shop_id: target.shop.id },
    });
    const shop = current.body.data.shop as {
      name: string;
      public: boolean;
      online_shop_settings: Record<string, unknown>;
    };
    const saved = await ctx.request('PUT', '/api/admin/v3/online-shop', {
      token,
      query: { shop_id: target.shop.id },
      body: {
        name: shop.name,
        public: shop.public,
        online_shop_settings: { ...shop.online_shop_settings, max_line_quantity: 3 },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const answer = await ctx.request<{ online_shop_settings: { max_line_quantity: number } }>(
      'GET',
      `/api/shop/online-shop/${target.shop.slug}`,
    );
    expect(answer.body.data.online_shop_settings.max_line_quantity).toBe(3);
    expect((await post(orderBody(target, [[target.products[0]!, 4]]), '203.0.113.9')).status).toBe(422);
    expect((await post(orderBody(target, [[target.products[0]!, 3]]), '203.0.113.9')).status).toBe(201);

    const tooMany = await ctx.request('PUT', '/api/admin/v3/online-shop', {
      token,
      query: { shop_id: target.shop.id },
      body: {
        name: shop.name,
        public: shop.public,
        online_shop_settings: { ...shop.online_shop_settings, max_line_quantity: 100 },
      },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ 'online_shop_settings.max_line_quantity': ['validation.max_value'] });
  });

  it('the attack: one number keeps at most 5 orders waiting; once the shop sends one, it may order again', async () => {
    const target = await stockedShop();
    const mobile = '01755000001';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await post(orderBody(target, [[target.products[i]!, 1]], { mobile }), `198.51.100.${i}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409]);
    const refused = await post(orderBody(target, [[target.products[9]!, 1]], { mobile }), '198.51.100.77');
    expect(refused.body).toMatchObject({
      message: OPEN_ORDERS_BY_MOBILE,
      errors: { mobile: ['validation.open_orders_limit'] },
    });

    const [oldest] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.mobile, mobile)).limit(1);
    await ctx.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, oldest!.id));
    expect((await post(orderBody(target, [[target.products[9]!, 1]], { mobile }), '198.51.100.78')).status).toBe(201);
  });

  it('the attack: one address with many numbers keeps at most its limit of orders waiting in a shop', async () => {
    const target = await stockedShop();
    const other = await stockedShop();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await post(orderBody(target, [[target.products[i]!, 1]]), '192.0.2.50')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    expect((await post(orderBody(target, [[target.products[8]!, 1]]), '192.0.2.50')).body.message).toBe(
      OPEN_ORDERS_BY_CLIENT,
    );
    // Another shop, or another address in this shop, is not held back.
    expect((await post(orderBody(other, [[other.products[0]!, 1]]), '192.0.2.50')).status).toBe(201);
    expect((await post(orderBody(target, [[target.products[0]!, 1]]), '192.0.2.51')).status).toBe(201);
    const [stored] = await ctx.db
      .select({ clientKey: orders.clientKey })
      .from(orders)
      .where(eq(orders.shopId, other.shop.id));
    expect(stored?.clientKey).toMatch(/^[0-9a-f]{32}$/u);
  });

  it.runIf(inject('testDatabase').engine === 'postgres')(
    'the attack: 20 simultaneous orders from one number get at most 5 through',
    async () => {
      const target = await stockedShop();
      const mobile = '01755000002';
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(orderBody(target, [[target.products[i]!, 1]], { mobile }), `198.51.100.${100 + i}`),
        ),
      );
      expect(results.filter((res) => res.status === 201)).toHaveLength(5);
      expect(results.filter((res) => res.status === 409)).toHaveLength(15);
      expect(await ctx.db.$count(orders, eq(orders.mobile, mobile))).toBe(5);
    },
  );

  it('keeps the cap per shop: another shop’s setting does not apply', async () => {
    const target = await stockedShop();
    await ctx.db
      .update(shops)
      .set({ settings: { max_line_quantity: 2 } })
      .where(eq(shops.id, target.shop.id));
    const res = await post(orderBody(target, [[target.products[0]!, 3]]), '203.0.113.60');
    expect(res.status).toBe(422);
    expect((await stockOf(ctx, target.products[0]!.id)).stock).toBe(500);
  });
});

describe('order placement and chat messages are rate-limited', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('the attack: a script placing orders as fast as it can gets 429 after 30 in ten minutes', async () => {
    const target = await createOrderingShop(ctx, { products: [{ stock: 1000 }] });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await postOrder(ctx, orderBody(target, [[target.products[0]!, 1]]))).status);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    const refused = await postOrder(ctx, orderBody(target, [[target.products[0]!, 1]]));
    expect(statuses[30]).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await stockOf(ctx, target.products[0]!.id)).stock).toBe(970);
  });

  it('the attack: 300 chat messages in a second stop after 20 a minute', async () => {
    const target = await createOrderingShop(ctx);
    const { token } = await createCustomer(ctx, { shop: target.shop });
    const send = () => ctx.request('POST', '/api/shop/customer/messages', { token, body: { body: 'hello' } });
    const statuses = await Promise.all(Array.from({ length: 30 }, send));
    expect(statuses.filter((res) => res.status === 201)).toHaveLength(20);
    const refused = statuses.find((res) => res.status === 429);
    expect(refused?.body.message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
