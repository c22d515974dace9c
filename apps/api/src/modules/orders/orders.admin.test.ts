import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, paginatorSchema, type Order, type Paginator } from '@haat/domain/schemas';
import { orders } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createProduct, createShop } from '../../../test/fixtures.ts';
import { createOrderingShop, orderBody, placeTestOrder, stockOf } from '../../../test/order-fixtures.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
});

const minutes = (n: number) => new Date(Date.UTC(2026, 5, 1, 6, n));

describe('GET /api/admin/v3/orders', () => {
  it('lists the ongoing tab by default and the completed tab on request, newest first, with lines and history', async () => {
    const admin = await signedInOwner(ctx);
    const product = await createProduct(ctx, { shop: admin.shop });
    const placed = async (statuses: string[], at: number) =>
      (await insertOrderRows(ctx, { shop: admin.shop, products: [product], statuses, placedAt: minutes(at) })).order;
    const pending = await placed(['pending'], 1);
    const shipped = await placed(['pending', 'accepted', 'processing', 'shipped'], 2);
    const canceled = await placed(['pending', 'canceled'], 3);
    const completed = await placed(['pending', 'accepted', 'processing', 'shipped', 'delivered', 'completed'], 4);
    await insertOrderRows(ctx, { shop: await createShop(ctx), products: [], statuses: ['pending'] });

    const ongoing = await admin.call<Paginator<Order>>('GET', '/orders');
    expect(ongoing.status).toBe(200);
    const page = v.parse(paginatorSchema(orderSchema), ongoing.body.data);
    expect(page).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    expect(page.data.map((order) => order.id)).toEqual([shipped.id, pending.id]);
    expect(page.data[0]!.history.map((change) => change.status)).toEqual([
      'pending',
      'accepted',
      'processing',
      'shipped',
    ]);
    expect(page.data[0]!.items).toHaveLength(1);

    const done = await admin.call<Paginator<Order>>('GET', '/orders', { query: { tab: 'completed' } });
    expect(done.body.data.data.map((order) => order.id)).toEqual([completed.id, canceled.id]);

    const paged = await admin.call<Paginator<Order>>('GET', '/orders', {
      query: { tab: 'completed', per_page: 1, page: 2 },
    });
    expect(paged.body.data).toMatchObject({ total: 2, last_page: 2, per_page: 1, current_page: 2 });
    expect(paged.body.data.data.map((order) => order.id)).toEqual([canceled.id]);
  });

  it('searches by order code, customer name or mobile number', async () => {
    const admin = await signedInOwner(ctx);
    const rahim = (
      await insertOrderRows(ctx, { shop: admin.shop, products: [], mobile: '01712345678', placedAt: minutes(1) })
    ).order;
    const karima = (
      await insertOrderRows(ctx, { shop: admin.shop, products: [], mobile: '01898765432', placedAt: minutes(2) })
    ).order;
    await ctx.db.update(orders).set({ name: 'Karima Begum' }).where(eq(orders.id, karima.id));

    const found = async (search: string) =>
      (await admin.call<Paginator<Order>>('GET', '/orders', { query: { search } })).body.data.data.map(
        (order) => order.id,
      );
    expect(await found(rahim.code)).toEqual([rahim.id]);
    expect(await found(rahim.code.slice(3, 8).toLowerCase())).toEqual([rahim.id]);
    expect(await found('karima')).toEqual([karima.id]);
    expect(await found('01712345678')).toEqual([rahim.id]);
    expect(await found('+880 1898-765432')).toEqual([karima.id]);
    expect(await found('০১৮৯৮')).toEqual([karima.id]);
    expect(await found('nobody')).toEqual([]);
  });

  it('is 422 for an unknown tab or page', async () => {
    const admin = await signedInOwner(ctx);
    const res = await admin.call('GET', '/orders', { query: { tab: 'all', page: 'x' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ tab: ['validation.invalid_format'], page: ['validation.invalid_number'] });
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    expect((await ctx.request('GET', '/api/admin/v3/orders')).status).toBe(401);
    expect((await admin.call('GET', '/orders', { query: { shop_id: other.id } })).status).toBe(403);
  });
});

describe('GET /api/admin/v3/orders/:id', () => {
  it('answers the order with its lines and history', async () => {
    const admin = await signedInOwner(ctx);
    const product = await createProduct(ctx, { shop: admin.shop, name: 'Hilsa', selling_price: 1200 });
    const { order } = await insertOrderRows(ctx, {
      shop: admin.shop,
      products: [product],
      statuses: ['pending', 'accepted'],
    });
    const res = await admin.call<Order>('GET', `/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(v.parse(orderSchema, res.body.data)).toMatchObject({
      id: order.id,
      code: order.code,
      shop_id: admin.shop.id,
      status: 'accepted',
      subtotal: 1200,
      delivery_charge: 60,
      total: 1260,
      items: [{ product_id: product.id, name: 'Hilsa', unit_price: 1200, quantity: 1, line_total: 1200 }],
      history: [{ status: 'pending' }, { status: 'accepted' }],
    });
  });

  it("is 404 for another shop's order and 422 for a malformed id", async () => {
    const admin = await signedInOwner(ctx);
    const { order } = await insertOrderRows(ctx, { shop: await createShop(ctx), products: [] });
    const res = await admin.call('GET', `/orders/${order.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Order not found');
    expect((await admin.call('GET', '/orders/HT-1')).status).toBe(422);
  });
});

describe('PATCH /api/admin/v3/orders/:id/status', () => {
  it('walks the lifecycle, recording each change in the history', async () => {
    const admin = await signedInOwner(ctx);
    const { order } = await insertOrderRows(ctx, { shop: admin.shop, products: [] });
    for (const status of ['accepted', 'processing', 'shipped', 'delivered', 'completed']) {
      const res = await admin.call<Order>('PATCH', `/orders/${order.id}/status`, { body: { status } });
      expect(res.status, status).toBe(200);
      expect(res.body.data.status).toBe(status);
      expect(res.body.data.history.at(-1)?.status).toBe(status);
    }
    const final = await admin.call<Order>('GET', `/orders/${order.id}`);
    expect(final.body.data.history.map((change) => change.status)).toEqual([
      'pending',
      'accepted',
      'processing',
      'shipped',
      'delivered',
      'completed',
    ]);
  });

  it('is 409 for an illegal change, which changes nothing', async () => {
    const admin = await signedInOwner(ctx);
    const { order } = await insertOrderRows(ctx, {
      shop: admin.shop,
      products: [],
      statuses: ['pending', 'accepted', 'processing', 'shipped'],
    });
    for (const status of ['pending', 'canceled', 'shipped', 'completed']) {
      const res = await admin.call('PATCH', `/orders/${order.id}/status`, { body: { status } });
      expect(res.status, status).toBe(409);
    }
    const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('shipped');
  });

  it('gives the stock back when an order is canceled', async () => {
    const shopWithStock = await createOrderingShop(ctx, { products: [{ stock: 10 }, { stock: 4 }] });
    const admin = await signedInOwner(ctx, { shop: shopWithStock.shop });
    const [rice, dal] = shopWithStock.products as [
      (typeof shopWithStock.products)[number],
      (typeof shopWithStock.products)[number],
    ];
    const placed = await placeTestOrder(
      ctx,
      orderBody(shopWithStock, [
        [rice, 3],
        [dal, 4],
      ]),
    );
    expect((await stockOf(ctx, rice.id)).stock).toBe(7);
    expect((await stockOf(ctx, dal.id)).stock).toBe(0);

    expect((await admin.call('PATCH', `/orders/${placed.id}/status`, { body: { status: 'accepted' } })).status).toBe(
      200,
    );
    const canceled = await admin.call<Order>('PATCH', `/orders/${placed.id}/status`, { body: { status: 'canceled' } });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe('canceled');
    expect((await stockOf(ctx, rice.id)).stock).toBe(10);
    expect((await stockOf(ctx, dal.id)).stock).toBe(4);
  });

  describe('returns (issue 17)', () => {
    async function shippedOrder() {
      const shopWithStock = await createOrderingShop(ctx, { products: [{ stock: 10 }, { stock: 4 }] });
      const admin = await signedInOwner(ctx, { shop: shopWithStock.shop });
      const [rice, dal] = shopWithStock.products as [
        (typeof shopWithStock.products)[number],
        (typeof shopWithStock.products)[number],
      ];
      const placed = await placeTestOrder(
        ctx,
        orderBody(shopWithStock, [
          [rice, 3],
          [dal, 4],
        ]),
      );
      for (const status of ['accepted', 'processing', 'shipped']) {
        expect((await admin.call('PATCH', `/orders/${placed.id}/status`, { body: { status } })).status, status).toBe(
          200,
        );
      }
      return { admin, placed, rice, dal };
    }

    it('a shipped order returned with restock gives the stock back, exactly as a cancel does, and the history says so', async () => {
      const { admin, placed, rice, dal } = await shippedOrder();
      expect(await stockOf(ctx, rice.id)).toEqual({ stock: 7, soldCount: 3 });

      const res = await admin.call<Order>('PATCH', `/orders/${placed.id}/status`, {
        body: { status: 'returned', restock: true },
      });
      expect(res.status).toBe(200);
      const order = v.parse(orderSchema, res.body.data);
      expect(order.status).toBe('returned');
      expect(order.history.map((change) => [change.status, change.restocked])).toEqual([
        ['pending', false],
        ['accepted', false],
        ['processing', false],
        ['shipped', false],
        ['returned', true],
      ]);
      expect(await stockOf(ctx, rice.id)).toEqual({ stock: 10, soldCount: 0 });
      expect(await stockOf(ctx, dal.id)).toEqual({ stock: 4, soldCount: 0 });

      const completedTab = await admin.call<Paginator<Order>>('GET', '/orders', { query: { tab: 'completed' } });
      expect(completedTab.body.data.data.map((listed) => listed.id)).toEqual([placed.id]);
      expect((await admin.call<Paginator<Order>>('GET', '/orders')).body.data.data).toEqual([]);
    });

    it('a shipped order returned without restock (or with restock: false) leaves the stock as it is', async () => {
      for (const body of [{ status: 'returned' }, { status: 'returned', restock: false }]) {
        const { admin, placed, rice, dal } = await shippedOrder();
        const res = await admin.call<Order>('PATCH', `/orders/${placed.id}/status`, { body });
        expect(res.status).toBe(200);
        expect(res.body.data.status).toBe('returned');
        expect(res.body.data.history.at(-1)).toMatchObject({ status: 'returned', restocked: false });
        expect(await stockOf(ctx, rice.id)).toEqual({ stock: 7, soldCount: 3 });
        expect(await stockOf(ctx, dal.id)).toEqual({ stock: 0, soldCount: 4 });
      }
    });

    it('is 409 to return an order that was not shipped, or is returned already, changing nothing', async () => {
      const admin = await signedInOwner(ctx);
      const paths = [
        ['pending'],
        ['pending', 'accepted'],
        ['pending', 'accepted', 'processing'],
        ['pending', 'accepted', 'processing', 'shipped', 'delivered'],
        ['pending', 'accepted', 'processing', 'shipped', 'delivered', 'completed'],
        ['pending', 'canceled'],
        ['pending', 'accepted', 'processing', 'shipped', 'returned'],
      ];
      for (const statuses of paths) {
        const { order } = await insertOrderRows(ctx, { shop: admin.shop, products: [], statuses });
        const res = await admin.call('PATCH', `/orders/${order.id}/status`, {
          body: { status: 'returned', restock: true },
        });
        expect(res.status, statuses.join(' > ')).toBe(409);
        const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
        expect(row!.status).toBe(statuses.at(-1));
      }
    });

    it('nothing follows a return', async () => {
      const { admin, placed } = await shippedOrder();
      await admin.call('PATCH', `/orders/${placed.id}/status`, { body: { status: 'returned' } });
      for (const status of ['delivered', 'completed', 'canceled', 'shipped']) {
        expect((await admin.call('PATCH', `/orders/${placed.id}/status`, { body: { status } })).status, status).toBe(
          409,
        );
      }
    });

    it('is 422 for a restock answer on a change that does not ask it, or one that is not a boolean', async () => {
      const { admin, placed } = await shippedOrder();
      const onDeliver = await admin.call('PATCH', `/orders/${placed.id}/status`, {
        body: { status: 'delivered', restock: true },
      });
      expect(onDeliver.status).toBe(422);
      expect(onDeliver.body.errors).toEqual({ restock: ['validation.invalid_format'] });
      const notBoolean = await admin.call('PATCH', `/orders/${placed.id}/status`, {
        body: { status: 'returned', restock: 'yes' },
      });
      expect(notBoolean.status).toBe(422);
      expect(notBoolean.body.errors).toEqual({ restock: ['validation.invalid_format'] });
      const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed.id));
      expect(row!.status).toBe('shipped');
    });
  });

  it("is 422 for an unknown status and 404 for another shop's order, which stays as it was", async () => {
    const admin = await signedInOwner(ctx);
    const mine = await insertOrderRows(ctx, { shop: admin.shop, products: [] });
    const unknown = await admin.call('PATCH', `/orders/${mine.order.id}/status`, { body: { status: 'lost' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ status: ['validation.invalid_format'] });
    expect((await admin.call('PATCH', `/orders/${mine.order.id}/status`, { body: {} })).body.errors).toEqual({
      status: ['validation.required'],
    });

    const theirs = await insertOrderRows(ctx, { shop: await createShop(ctx), products: [] });
    const res = await admin.call('PATCH', `/orders/${theirs.order.id}/status`, { body: { status: 'accepted' } });
    expect(res.status).toBe(404);
    const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, theirs.order.id));
    expect(row!.status).toBe('pending');
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const { order } = await insertOrderRows(ctx, { shop: admin.shop, products: [] });
    const other = await createShop(ctx);
    expect(
      (await ctx.request('PATCH', `/api/admin/v3/orders/${order.id}/status`, { body: { status: 'accepted' } })).status,
    ).toBe(401);
    expect(
      (
        await admin.call('PATCH', `/orders/${order.id}/status`, {
          body: { status: 'accepted' },
          query: { shop_id: other.id },
        })
      ).status,
    ).toBe(403);
  });
});
