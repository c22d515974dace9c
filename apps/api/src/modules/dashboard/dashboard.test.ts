import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, type Dashboard } from '@haat/domain/schemas';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createProduct, createShop, createVariants } from '../../../test/fixtures.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { dateBefore, getDashboard } from './dashboard.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const dhakaDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(date);

describe('GET /api/admin/v3/dashboard', () => {
  it('counts orders by status and sums sales today and over the last 7 Dhaka days, leaving canceled and returned orders out', async () => {
    const admin = await signedInOwner(ctx);
    // 100 taka each; every order adds a 60 taka delivery charge: 160 a one-line order.
    const product = await createProduct(ctx, { shop: admin.shop, stock: 50 });
    const now = new Date();
    const order = (statuses: string[], daysAgo: number) =>
      insertOrderRows(ctx, {
        shop: admin.shop,
        products: [product],
        statuses,
        placedAt: new Date(now.getTime() - daysAgo * DAY),
      });
    await order(['pending'], 0);
    await order(['pending', 'accepted'], 0);
    await order(['pending', 'canceled'], 0);
    await order(['pending', 'accepted', 'processing', 'shipped', 'returned'], 0);
    await order(['pending', 'accepted', 'processing', 'shipped', 'delivered'], 1);
    await order(['pending', 'accepted', 'processing', 'shipped', 'delivered', 'completed'], 6);
    await order(['pending'], 7);
    await insertOrderRows(ctx, { shop: await createShop(ctx), products: [], statuses: ['pending'], placedAt: now });

    const res = await admin.call<Dashboard>('GET', '/dashboard');
    expect(res.status).toBe(200);
    const dashboard = v.parse(dashboardSchema, res.body.data);
    expect(dashboard.orders_by_status).toEqual({
      pending: 2,
      accepted: 1,
      processing: 0,
      shipped: 0,
      delivered: 1,
      completed: 1,
      canceled: 1,
      returned: 1,
    });
    // 1 returned of 3 that reached a customer (1 delivered, 1 completed, 1 returned).
    expect(dashboard.return_rate).toBeCloseTo(1 / 3);
    expect(dashboard.orders_today).toBe(4);
    expect(dashboard.sales_today).toBe(320);
    expect(dashboard.sales_last_7_days).toBe(640);
    const today = dhakaDate(now);
    expect(dashboard.sales_by_day).toEqual([
      { date: dateBefore(today, 6), total: 160, orders: 1 },
      { date: dateBefore(today, 5), total: 0, orders: 0 },
      { date: dateBefore(today, 4), total: 0, orders: 0 },
      { date: dateBefore(today, 3), total: 0, orders: 0 },
      { date: dateBefore(today, 2), total: 0, orders: 0 },
      { date: dateBefore(today, 1), total: 160, orders: 1 },
      { date: today, total: 320, orders: 2 },
    ]);
    expect(dashboard.low_stock).toEqual([]);
  });

  it('has no return rate before any order reached a customer, and a rate of 0 with deliveries only', async () => {
    const admin = await signedInOwner(ctx);
    const order = (statuses: string[]) => insertOrderRows(ctx, { shop: admin.shop, products: [], statuses });
    await order(['pending', 'canceled']);
    await order(['pending', 'accepted', 'processing', 'shipped']);
    expect((await admin.call<Dashboard>('GET', '/dashboard')).body.data.return_rate).toBeNull();
    await order(['pending', 'accepted', 'processing', 'shipped', 'delivered']);
    expect((await admin.call<Dashboard>('GET', '/dashboard')).body.data.return_rate).toBe(0);
  });

  it('lists switched-on variants with stock of 5 or less, fewest first, with their options', async () => {
    const admin = await signedInOwner(ctx);
    const five = await createProduct(ctx, { shop: admin.shop, stock: 5 });
    await createProduct(ctx, { shop: admin.shop, stock: 6 });
    const none = await createProduct(ctx, { shop: admin.shop, stock: 0 });
    await createProduct(ctx, { shop: await createShop(ctx), stock: 0 });
    // A kurti with 40 in stock in all is still running out of M in red; L is switched off, so it does not count.
    const kurti = await createProduct(ctx, { shop: admin.shop, name: 'Kurti', bnName: 'কুর্তি' });
    const [red, blue] = await createVariants(ctx, kurti, {
      options: [
        { name: 'Size', bn_name: 'সাইজ', values: [{ name: 'M' }, { name: 'L' }] },
        { name: 'Colour', bn_name: 'রং', values: [{ name: 'Red', bn_name: 'লাল' }, { name: 'Blue' }] },
      ],
      variants: [
        { options: ['M', 'Red'], stock: 2, sku: 'KU-M-RED' },
        { options: ['M', 'Blue'], stock: 38 },
        { options: ['L', 'Red'], stock: 0, enabled: false },
      ],
    });
    const res = await admin.call<Dashboard>('GET', '/dashboard');
    expect(res.body.data.low_stock.map((row) => [row.product_id, row.stock])).toEqual([
      [none.id, 0],
      [kurti.id, 2],
      [five.id, 5],
    ]);
    expect(res.body.data.low_stock[1]).toEqual({
      product_id: kurti.id,
      variant_id: red!.id,
      name: 'Kurti',
      bn_name: 'কুর্তি',
      options: [
        { name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null },
        { name: 'Colour', bn_name: 'রং', value: 'Red', bn_value: 'লাল' },
      ],
      sku: 'KU-M-RED',
      stock: 2,
    });
    expect(res.body.data.low_stock.map((row) => row.variant_id)).not.toContain(blue!.id);
    expect(res.body.data.low_stock[0]!.options).toEqual([]);
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    expect((await ctx.request('GET', '/api/admin/v3/dashboard')).status).toBe(401);
    expect((await admin.call('GET', '/dashboard', { query: { shop_id: (await createShop(ctx)).id } })).status).toBe(
      403,
    );
  });
});

describe('getDashboard', () => {
  it('splits days at midnight in Dhaka (18:00 UTC)', async () => {
    const shop = await createShop(ctx);
    const product = await createProduct(ctx, { shop });
    const placed = (iso: string) => insertOrderRows(ctx, { shop, products: [product], placedAt: new Date(iso) });
    await placed('2026-03-09T17:59:59Z'); // 23:59:59 on 9 March in Dhaka
    await placed('2026-03-09T18:00:00Z'); // 00:00:00 on 10 March in Dhaka
    await placed('2026-03-10T17:30:00Z'); // 23:30 on 10 March
    await placed('2026-03-03T17:59:59Z'); // 3 March in Dhaka: before the 7 days

    const dashboard = await getDashboard(ctx.db, shop.id, new Date('2026-03-10T17:45:00Z'));
    expect(dashboard.ordersToday).toBe(2);
    expect(dashboard.salesTodayPaisa).toBe(32_000);
    expect(dashboard.salesByDay.map((day) => [day.date, day.orders])).toEqual([
      ['2026-03-04', 0],
      ['2026-03-05', 0],
      ['2026-03-06', 0],
      ['2026-03-07', 0],
      ['2026-03-08', 0],
      ['2026-03-09', 1],
      ['2026-03-10', 2],
    ]);
    expect(dashboard.salesLast7DaysPaisa).toBe(48_000);

    const nextMorning = await getDashboard(ctx.db, shop.id, new Date('2026-03-10T18:00:01Z'));
    expect(nextMorning.ordersToday).toBe(0);
    expect(nextMorning.salesByDay.at(-1)).toEqual({ date: '2026-03-11', totalPaisa: 0, orders: 0 });
  });
});
