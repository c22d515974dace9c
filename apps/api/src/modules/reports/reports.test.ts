import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codReportSchema,
  deliveryReportSchema,
  productsReportSchema,
  salesReportSchema,
  type CodReport,
  type DeliveryReport,
  type ProductsReport,
  type SalesReport,
} from '@haat/domain/schemas';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import { createProduct, createShop, createVariants } from '../../../test/fixtures.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { orderItems, orders, shipments } from '../../../src/platform/db/schema.ts';
import type { ProductRow, ProductVariantRow, ShopRow } from '../../../src/platform/db/rows.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const ended = {
  delivered: ['pending', 'accepted', 'processing', 'shipped', 'delivered'],
  completed: ['pending', 'accepted', 'processing', 'shipped', 'delivered', 'completed'],
  returned: ['pending', 'accepted', 'processing', 'shipped', 'returned'],
  shipped: ['pending', 'accepted', 'processing', 'shipped'],
  canceled: ['pending', 'canceled'],
  pending: ['pending'],
  accepted: ['pending', 'accepted'],
};

/** An order of the shop placed at an instant; every product is one unit at 100 taka, plus 60 taka delivery. */
async function order(
  shop: ShopRow,
  placedAt: string,
  statuses: readonly string[],
  options: { products?: ProductRow[]; district?: string; courier?: string; state?: string; codTaka?: number } = {},
) {
  const { order: row } = await insertOrderRows(ctx, {
    shop,
    products: options.products ?? [],
    statuses: [...statuses],
    placedAt: new Date(placedAt),
  });
  if (options.district) await ctx.db.update(orders).set({ district: options.district }).where(eq(orders.id, row.id));
  if (options.courier) {
    await ctx.db.insert(shipments).values({
      shopId: shop.id,
      orderId: row.id,
      courier: options.courier,
      state: options.state ?? 'booked',
      codAmountPaisa: (options.codTaka ?? 0) * 100,
    });
  }
  return row;
}

const get = async <T>(admin: AdminCaller, path: string, query: Record<string, string>) =>
  admin.call<T>('GET', path, { query });

describe('GET /api/admin/v3/reports/sales', () => {
  it('sums paid orders per Dhaka day, split exactly at Dhaka midnight, beside the previous 7 days', async () => {
    const admin = await signedInOwner(ctx);
    const product = await createProduct(ctx, { shop: admin.shop });
    // 23:59:59.999 in Dhaka on 4 October, then its midnight: two days.
    await order(admin.shop, '2026-10-04T17:59:59.999Z', ended.pending, { products: [product] });
    await order(admin.shop, '2026-10-04T18:00:00.000Z', ended.accepted, { products: [product] });
    await order(admin.shop, '2026-10-05T10:00:00Z', ended.delivered, { products: [product, product] });
    await order(admin.shop, '2026-10-06T10:00:00Z', ended.canceled, { products: [product] });
    await order(admin.shop, '2026-10-06T11:00:00Z', ended.returned, { products: [product] });
    // The last minute of the previous period (3 October in Dhaka), and one before it.
    await order(admin.shop, '2026-10-03T17:59:00Z', ended.completed, { products: [product] });
    await order(admin.shop, '2026-09-26T17:59:00Z', ended.completed, { products: [product] });
    await order(await createShop(ctx), '2026-10-05T10:00:00Z', ended.pending);

    const res = await get<SalesReport>(admin, '/reports/sales', { from: '2026-10-04', to: '2026-10-10' });
    expect(res.status).toBe(200);
    const report = v.parse(salesReportSchema, res.body.data);
    expect(report).toMatchObject({
      from: '2026-10-04',
      to: '2026-10-10',
      bucket: 'day',
      previous: { from: '2026-09-27', to: '2026-10-03' },
      totals: { orders: 3, sales: 580, average_order_value: 193.33 },
      previous_totals: { orders: 1, sales: 160, average_order_value: 160 },
    });
    expect(report.series.map((p) => [p.key, p.orders, p.sales, p.average_order_value])).toEqual([
      ['2026-10-04', 1, 160, 160],
      ['2026-10-05', 2, 420, 210],
      ['2026-10-06', 0, 0, 0],
      ['2026-10-07', 0, 0, 0],
      ['2026-10-08', 0, 0, 0],
      ['2026-10-09', 0, 0, 0],
      ['2026-10-10', 0, 0, 0],
    ]);
    expect(report.series.map((p) => [p.previous.from, p.previous.orders, p.previous.sales])).toEqual([
      ['2026-09-27', 0, 0],
      ['2026-09-28', 0, 0],
      ['2026-09-29', 0, 0],
      ['2026-09-30', 0, 0],
      ['2026-10-01', 0, 0],
      ['2026-10-02', 0, 0],
      ['2026-10-03', 1, 160],
    ]);
  });

  it('buckets by Sunday weeks and by months, the ends cut to the range', async () => {
    const admin = await signedInOwner(ctx);
    await order(admin.shop, '2026-10-03T17:59:00Z', ended.pending); // Saturday 3 October in Dhaka
    await order(admin.shop, '2026-10-03T18:00:00Z', ended.pending); // Sunday 4 October in Dhaka
    await order(admin.shop, '2026-09-26T17:59:00Z', ended.pending); // 26 September: the previous period
    await order(admin.shop, '2026-09-14T18:00:00Z', ended.pending); // 15 September

    const weeks = v.parse(
      salesReportSchema,
      (await get<SalesReport>(admin, '/reports/sales', { from: '2026-10-01', to: '2026-10-10', bucket: 'week' })).body
        .data,
    );
    expect(weeks.previous).toEqual({ from: '2026-09-21', to: '2026-09-30' });
    expect(
      weeks.series.map((p) => [p.key, p.from, p.to, p.orders, p.previous.from, p.previous.to, p.previous.orders]),
    ).toEqual([
      ['2026-09-27', '2026-10-01', '2026-10-03', 1, '2026-09-21', '2026-09-23', 0],
      ['2026-10-04', '2026-10-04', '2026-10-10', 1, '2026-09-24', '2026-09-30', 1],
    ]);
    // Each delivery-free order is 60 taka.
    expect(weeks.totals).toEqual({ orders: 2, sales: 120, average_order_value: 60 });

    const months = (
      await get<SalesReport>(admin, '/reports/sales', { from: '2026-09-15', to: '2026-10-10', bucket: 'month' })
    ).body.data;
    expect(months.series.map((p) => [p.key, p.from, p.to, p.orders])).toEqual([
      ['2026-09-01', '2026-09-15', '2026-09-30', 2],
      ['2026-10-01', '2026-10-01', '2026-10-10', 2],
    ]);
  });

  it('refuses a range that ends before it starts, is longer than a year, or is not dates, with 422', async () => {
    const admin = await signedInOwner(ctx);
    const backwards = await get(admin, '/reports/sales', { from: '2026-10-10', to: '2026-10-01' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ to: ['validation.report_range_order'] });
    const long = await get(admin, '/reports/delivery', { from: '2025-01-01', to: '2026-10-01' });
    expect(long.body.errors).toEqual({ to: ['validation.report_range_length'] });
    const bad = await get(admin, '/reports/sales', { from: '2026-02-30', to: '<script>', bucket: 'year' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      from: ['validation.invalid_format'],
      to: ['validation.invalid_format'],
      bucket: ['validation.invalid_format'],
    });
    const missing = await admin.call('GET', '/reports/cod');
    expect(missing.body.errors).toEqual({ from: ['validation.required'], to: ['validation.required'] });
  });
});

describe('GET /api/admin/v3/reports/delivery and /reports/cod', () => {
  it('counts statuses and delivered against returned and canceled per booked courier and per district', async () => {
    const admin = await signedInOwner(ctx);
    const at = '2026-10-05T10:00:00Z';
    await order(admin.shop, at, ended.delivered, { district: 'Dhaka', courier: 'steadfast', codTaka: 150 });
    await order(admin.shop, at, ended.returned, { district: 'Dhaka', courier: 'steadfast', codTaka: 160 });
    await order(admin.shop, at, ended.completed, { district: 'Dhaka', courier: 'pathao', codTaka: 200 });
    await order(admin.shop, at, ended.canceled, { district: 'Chattogram' });
    await order(admin.shop, at, ended.shipped, { district: 'Chattogram', courier: 'steadfast', codTaka: 300 });
    // A booking that failed is no courier's parcel.
    await order(admin.shop, at, ended.pending, { courier: 'redx', state: 'failed', codTaka: 999 });
    // Outside the range, and another shop's.
    await order(admin.shop, '2026-10-31T18:00:00Z', ended.delivered, { district: 'Dhaka', courier: 'pathao' });
    await order(await createShop(ctx), at, ended.delivered, { district: 'Dhaka', courier: 'pathao', codTaka: 5 });

    const range = { from: '2026-10-01', to: '2026-10-31' };
    const delivery = v.parse(
      deliveryReportSchema,
      (await get<DeliveryReport>(admin, '/reports/delivery', range)).body.data,
    );
    expect(delivery.orders_by_status).toEqual({
      pending: 1,
      accepted: 0,
      processing: 0,
      shipped: 1,
      delivered: 1,
      completed: 1,
      canceled: 1,
      returned: 1,
    });
    expect(delivery.by_courier).toEqual([
      { courier: 'steadfast', orders: 3, delivered: 1, returned: 1, canceled: 0, delivery_ratio: 0.5 },
      { courier: null, orders: 2, delivered: 0, returned: 0, canceled: 1, delivery_ratio: 0 },
      { courier: 'pathao', orders: 1, delivered: 1, returned: 0, canceled: 0, delivery_ratio: 1 },
    ]);
    expect(delivery.by_district).toEqual([
      { district: 'Dhaka', orders: 3, delivered: 2, returned: 1, canceled: 0, delivery_ratio: 2 / 3 },
      { district: 'Chattogram', orders: 2, delivered: 0, returned: 0, canceled: 1, delivery_ratio: 0 },
      { district: null, orders: 1, delivered: 0, returned: 0, canceled: 0, delivery_ratio: null },
    ]);

    const cod = v.parse(codReportSchema, (await get<CodReport>(admin, '/reports/cod', range)).body.data);
    expect(cod).toEqual({
      ...range,
      due: { orders: 3, amount: 650 },
      collected: { orders: 2, amount: 350 },
      outstanding: { orders: 1, amount: 300 },
      returned: { orders: 1, amount: 160 },
      collected_ratio: 350 / 650,
    });
  });
});

describe('GET /api/admin/v3/reports/products', () => {
  it('ranks products and variants by sales of paid orders, named as they were ordered', async () => {
    const admin = await signedInOwner(ctx);
    const kurti = await createProduct(ctx, { shop: admin.shop, name: 'Kurti', bnName: 'কুর্তি' });
    const [m, l] = await createVariants(ctx, kurti, {
      options: [{ name: 'Size', bn_name: 'সাইজ', values: [{ name: 'M' }, { name: 'L' }] }],
      variants: [
        { options: ['M'], stock: 10, sku: 'KU-M' },
        { options: ['L'], stock: 10, sku: 'KU-L' },
      ],
    });
    const saree = await createProduct(ctx, { shop: admin.shop, name: 'Saree' });
    const at = '2026-10-05T10:00:00Z';
    const line = async (
      statuses: readonly string[],
      lines: Array<[ProductRow, ProductVariantRow | null, number, number]>,
      placedAt = at,
    ) => {
      const row = await order(admin.shop, placedAt, statuses);
      await ctx.db.insert(orderItems).values(
        lines.map(([product, variant, quantity, unitTaka]) => ({
          shopId: admin.shop.id,
          orderId: row.id,
          productId: product.id,
          variantId: variant?.id ?? null,
          name: product.name,
          bnName: product.bnName,
          options: variant ? [{ name: 'Size', bn_name: 'সাইজ', value: variant.optionValues[0]!, bn_value: null }] : [],
          sku: variant?.sku ?? null,
          unitPricePaisa: unitTaka * 100,
          quantity,
          lineTotalPaisa: unitTaka * 100 * quantity,
        })),
      );
    };
    await line(ended.delivered, [
      [kurti, m!, 2, 500],
      [saree, null, 1, 1200],
    ]);
    await line(ended.pending, [[kurti, l!, 1, 550]]);
    await line(ended.canceled, [[saree, null, 5, 1200]]);
    await line(ended.pending, [[kurti, m!, 1, 500]]);
    await line(ended.pending, [[saree, null, 9, 1200]], '2026-09-30T10:00:00Z');

    const res = await get<ProductsReport>(admin, '/reports/products', { from: '2026-10-01', to: '2026-10-31' });
    const report = v.parse(productsReportSchema, res.body.data);
    expect(report.products).toEqual([
      { product_id: kurti.id, name: 'Kurti', bn_name: 'কুর্তি', quantity: 4, sales: 2050 },
      { product_id: saree.id, name: 'Saree', bn_name: null, quantity: 1, sales: 1200 },
    ]);
    expect(report.variants.map((row) => [row.variant_id, row.sku, row.quantity, row.sales])).toEqual([
      [m!.id, 'KU-M', 3, 1500],
      [null, null, 1, 1200],
      [l!.id, 'KU-L', 1, 550],
    ]);
    expect(report.variants[0]!.options).toEqual([{ name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null }]);
  });
});

describe('the reports of another shop', () => {
  it("show nothing of this shop to another shop's owner, who is refused this shop's id", async () => {
    const owner = await signedInOwner(ctx);
    const product = await createProduct(ctx, { shop: owner.shop });
    await order(owner.shop, '2026-10-05T10:00:00Z', ended.delivered, {
      products: [product],
      district: 'Dhaka',
      courier: 'pathao',
      codTaka: 160,
    });
    const other = await signedInOwner(ctx);
    const range = { from: '2026-10-01', to: '2026-10-31' };

    const sales = (await get<SalesReport>(other, '/reports/sales', range)).body.data;
    expect(sales.totals).toEqual({ orders: 0, sales: 0, average_order_value: 0 });
    const delivery = (await get<DeliveryReport>(other, '/reports/delivery', range)).body.data;
    expect(delivery.by_courier).toEqual([]);
    expect(delivery.by_district).toEqual([]);
    expect((await get<ProductsReport>(other, '/reports/products', range)).body.data.products).toEqual([]);
    expect((await get<CodReport>(other, '/reports/cod', range)).body.data.due).toEqual({ orders: 0, amount: 0 });

    for (const path of ['/reports/sales', '/reports/delivery', '/reports/products', '/reports/cod']) {
      const refused = await other.call('GET', path, { query: { ...range, shop_id: owner.shop.id } });
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('Dhaka');
    }
    // The owner's own figures are there.
    expect((await get<SalesReport>(owner, '/reports/sales', range)).body.data.totals.orders).toBe(1);
  });
});
