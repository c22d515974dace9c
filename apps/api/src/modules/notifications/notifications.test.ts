import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSchema, type Notification } from '@haat/domain/schemas';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createProduct, createShop } from '../../../test/fixtures.ts';
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

describe('GET /api/shop/customer/notifications', () => {
  it("lists the status changes of the customer's orders, newest first", async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    const product = await createProduct(ctx, { shop });
    const first = await insertOrderRows(ctx, {
      shop,
      customerId: customer.id,
      products: [product],
      statuses: ['pending', 'accepted', 'shipped'],
      placedAt: new Date(Date.UTC(2026, 1, 1, 8)),
    });
    const second = await insertOrderRows(ctx, {
      shop,
      customerId: customer.id,
      products: [product],
      statuses: ['pending', 'canceled'],
      placedAt: new Date(Date.UTC(2026, 1, 1, 9)),
    });
    // Not the customer's: another customer's order, a guest order with the same mobile, another shop's.
    const other = await createCustomer(ctx, { shop });
    await insertOrderRows(ctx, {
      shop,
      customerId: other.customer.id,
      products: [product],
      statuses: ['pending', 'accepted'],
    });
    await insertOrderRows(ctx, {
      shop,
      customerId: null,
      mobile: customer.mobile,
      products: [product],
      statuses: ['pending'],
    });
    const elsewhere = await createShop(ctx);
    await insertOrderRows(ctx, { shop: elsewhere, customerId: customer.id, products: [], statuses: ['pending'] });

    const res = await ctx.request<Notification[]>('GET', '/api/shop/customer/notifications', { token });
    expect(res.status).toBe(200);
    const list = v.parse(v.array(notificationSchema), res.body.data);
    const code = (rows: typeof first) => rows.order.code;
    expect(list.map((n) => [n.order_code, n.status])).toEqual([
      [code(second), 'canceled'],
      [code(second), 'pending'],
      [code(first), 'shipped'],
      [code(first), 'accepted'],
      [code(first), 'pending'],
    ]);
    expect(list[0]).toEqual({
      id: second.history[1]!.id,
      order_code: code(second),
      status: 'canceled',
      created_at: second.history[1]!.createdAt.toISOString(),
    });
  });

  it('is an empty list for a customer without orders', async () => {
    const { token } = await createCustomer(ctx, { shop });
    const res = await ctx.request('GET', '/api/shop/customer/notifications', { token });
    expect(res.body).toMatchObject({ status: 200, data: [] });
  });
});
