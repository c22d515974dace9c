import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, paginatorSchema, type Order, type Paginator } from '@haat/domain/schemas';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createDeliveryPackage, createProduct, createShop } from '../../../test/fixtures.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';

let ctx: TestContext;
let shop: ShopRow;
beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const PATH = '/api/shop/customer/orders';
const orderPage = paginatorSchema(orderSchema);

describe('GET /api/shop/customer/orders', () => {
  it("pages the customer's own orders, newest first, with lines and history", async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    const rice = await createProduct(ctx, {
      shop,
      name: 'Rice',
      selling_price: 120,
      discount: 20,
      discount_type: 'FIXED',
    });
    const oil = await createProduct(ctx, { shop, name: 'Oil', selling_price: 200 });
    const placed = [];
    for (let i = 0; i < 3; i += 1) {
      placed.push(
        await insertOrderRows(ctx, {
          shop,
          customerId: customer.id,
          products: i === 0 ? [rice, oil] : [oil],
          statuses: i === 0 ? ['pending', 'accepted'] : ['pending'],
          placedAt: new Date(Date.UTC(2026, 3, 1 + i)),
        }),
      );
    }
    // Not the customer's.
    const other = await createCustomer(ctx, { shop });
    await insertOrderRows(ctx, { shop, customerId: other.customer.id, products: [oil] });
    await insertOrderRows(ctx, { shop, customerId: null, mobile: customer.mobile, products: [oil] });

    const first = await ctx.request<Paginator<Order>>('GET', PATH, { token, query: { per_page: 2 } });
    expect(first.status).toBe(200);
    const page = v.parse(orderPage, first.body.data);
    expect(page).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(page.data.map((order) => order.code)).toEqual([placed[2]!.order.code, placed[1]!.order.code]);

    const second = v.parse(
      orderPage,
      (await ctx.request('GET', PATH, { token, query: { per_page: 2, page: 2 } })).body.data,
    );
    const [oldest] = second.data;
    expect(oldest).toMatchObject({
      id: placed[0]!.order.id,
      customer_id: customer.id,
      shop_id: shop.id,
      status: 'accepted',
      subtotal: 300,
      delivery_charge: 60,
      total: 360,
    });
    expect(oldest!.items.map((item) => [item.name, item.unit_price, item.quantity, item.line_total])).toEqual([
      ['Rice', 100, 1, 100],
      ['Oil', 200, 1, 200],
    ]);
    expect(oldest!.history.map((change) => change.status)).toEqual(['pending', 'accepted']);
  });

  it('is an empty page for a customer without orders, and 422 for a bad page', async () => {
    const { token } = await createCustomer(ctx, { shop });
    const res = await ctx.request('GET', PATH, { token });
    expect(res.body.data).toEqual({ data: [], current_page: 1, per_page: 20, total: 0, last_page: 1 });
    const bad = await ctx.request('GET', PATH, { token, query: { page: 'first' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ page: ['validation.invalid_number'] });
  });

  it('lists an order the customer placed through POST /orders with their token, not one placed as a guest', async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    const product = await createProduct(ctx, { shop, selling_price: 150 });
    const delivery = await createDeliveryPackage(ctx, { shop, charge: 60 });
    const place = (withToken: boolean, key: string) =>
      ctx.request<Order>('POST', '/api/shop/orders', {
        token: withToken ? token : undefined,
        headers: { 'idempotency-key': key },
        body: {
          shop_id: shop.id,
          items: [{ product_id: product.id, quantity: 2 }],
          name: 'Rahim Uddin',
          mobile: customer.mobile,
          address: 'House 1, Road 2, Dhaka',
          delivery_package_id: delivery.id,
        },
      });
    const mine = await place(true, `mine-${customer.id}`);
    expect(mine.status).toBe(201);
    expect((await place(false, `guest-${customer.id}`)).status).toBe(201);

    const page = v.parse(orderPage, (await ctx.request('GET', PATH, { token })).body.data);
    expect(page.data.map((order) => order.code)).toEqual([mine.body.data.code]);
    expect(page.data[0]).toMatchObject({ customer_id: customer.id, subtotal: 300, delivery_charge: 60, total: 360 });
  });
});
