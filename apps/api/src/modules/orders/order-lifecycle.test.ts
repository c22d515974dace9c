import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses, canTransition } from '@haat/domain/order-status';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createOrderingShop, orderBody, orderRowsOf, placeTestOrder, stockOf } from '../../../test/order-fixtures.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { products } from '../../platform/db/schema.ts';
import { serializeOrder } from './orders.serializers.ts';
import { changeStatus, illegalTransitionMessage } from './order-lifecycle.ts';
import { loadOrder, ORDER_NOT_FOUND } from './order-queries.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function placedOrder(options: { stock?: number; quantity?: number } = {}) {
  const target = await createOrderingShop(ctx, {
    products: [{ stock: options.stock ?? 10 }, { stock: options.stock ?? 10 }],
  });
  const [first, second] = target.products;
  const order = await placeTestOrder(
    ctx,
    orderBody(target, [
      [second!, options.quantity ?? 2],
      [first!, 1],
    ]),
  );
  return { ...target, order };
}

describe('changeStatus', () => {
  it('walks the lifecycle to completed, one history row per change, stock untouched', async () => {
    const {
      shop,
      order,
      products: [first, second],
    } = await placedOrder();
    for (const status of ['accepted', 'processing', 'shipped', 'delivered', 'completed']) {
      const rows = await changeStatus(
        ctx.db,
        shop.id,
        order.id,
        status,
        status === 'shipped' ? { note: 'Sent with Pathao', sms: null } : { sms: null },
      );
      expect(rows.order.status).toBe(status);
    }
    const final = serializeOrder(await loadOrder(ctx.db, shop.id, order.id), ctx.storage);
    expect(final.status).toBe('completed');
    expect(final.history.map((change) => [change.status, change.note])).toEqual([
      ['pending', null],
      ['accepted', null],
      ['processing', null],
      ['shipped', 'Sent with Pathao'],
      ['delivered', null],
      ['completed', null],
    ]);
    expect(await stockOf(ctx, first!.id)).toEqual({ stock: 9, soldCount: 1 });
    expect(await stockOf(ctx, second!.id)).toEqual({ stock: 8, soldCount: 2 });
  });

  it('is 409 for every change the lifecycle does not allow, changing nothing', async () => {
    const { shop, order } = await placedOrder();
    const before = await orderRowsOf(ctx, shop.id);
    for (const to of orderStatuses.filter((status) => !canTransition('pending', status))) {
      await expect(changeStatus(ctx.db, shop.id, order.id, to, { sms: null })).rejects.toMatchObject({
        status: 409,
        message: illegalTransitionMessage('pending', to),
      });
    }
    await expect(changeStatus(ctx.db, shop.id, order.id, 'lost', { sms: null })).rejects.toMatchObject({ status: 409 });
    expect(await orderRowsOf(ctx, shop.id)).toEqual(before);

    await changeStatus(ctx.db, shop.id, order.id, 'canceled', { sms: null });
    await expect(changeStatus(ctx.db, shop.id, order.id, 'accepted', { sms: null })).rejects.toMatchObject({
      status: 409,
    });
    await expect(changeStatus(ctx.db, shop.id, order.id, 'canceled', { sms: null })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('gives the stock back when cancelling, in the same transaction as the status', async () => {
    const {
      shop,
      order,
      products: [first, second],
    } = await placedOrder({ stock: 5, quantity: 4 });
    expect(await stockOf(ctx, second!.id)).toEqual({ stock: 1, soldCount: 4 });
    await changeStatus(ctx.db, shop.id, order.id, 'accepted', { sms: null });
    await changeStatus(ctx.db, shop.id, order.id, 'processing', { sms: null });

    const rows = await changeStatus(ctx.db, shop.id, order.id, 'canceled', {
      note: 'Customer changed their mind',
      sms: null,
    });

    expect(rows.order.status).toBe('canceled');
    expect(rows.history.at(-1)).toMatchObject({ status: 'canceled', note: 'Customer changed their mind' });
    expect(await stockOf(ctx, first!.id)).toEqual({ stock: 5, soldCount: 0 });
    expect(await stockOf(ctx, second!.id)).toEqual({ stock: 5, soldCount: 0 });
  });

  it('cancels an order whose product was deleted since, restocking the others', async () => {
    const {
      shop,
      order,
      products: [first, second],
    } = await placedOrder();
    await ctx.db.delete(products).where(eq(products.id, second!.id));

    const rows = await changeStatus(ctx.db, shop.id, order.id, 'canceled', { sms: null });

    expect(rows.items.map((item) => item.productId)).toEqual([null, first!.id]);
    expect(await stockOf(ctx, first!.id)).toEqual({ stock: 10, soldCount: 0 });
  });

  it('gives the stock back on a return only when the owner says so, and records the answer in the history', async () => {
    for (const restock of [true, false]) {
      const {
        shop,
        order,
        products: [first, second],
      } = await placedOrder({ stock: 5, quantity: 4 });
      for (const status of ['accepted', 'processing', 'shipped'])
        await changeStatus(ctx.db, shop.id, order.id, status, { sms: null });

      const rows = await changeStatus(ctx.db, shop.id, order.id, 'returned', {
        restock,
        note: 'Refused at the door',
        sms: null,
      });

      expect(rows.order.status).toBe('returned');
      expect(rows.history.map((change) => [change.status, change.restocked])).toEqual([
        ['pending', false],
        ['accepted', false],
        ['processing', false],
        ['shipped', false],
        ['returned', restock],
      ]);
      expect(await stockOf(ctx, first!.id)).toEqual(restock ? { stock: 5, soldCount: 0 } : { stock: 4, soldCount: 1 });
      expect(await stockOf(ctx, second!.id)).toEqual(restock ? { stock: 5, soldCount: 0 } : { stock: 1, soldCount: 4 });
    }
  });

  it('records a cancel as restocked whatever the restock answer', async () => {
    const { shop, order } = await placedOrder();
    const rows = await changeStatus(ctx.db, shop.id, order.id, 'canceled', { restock: false, sms: null });
    expect(rows.history.at(-1)).toMatchObject({ status: 'canceled', restocked: true });
  });

  it("is 404 for another shop's order or an unknown one", async () => {
    const { order } = await placedOrder();
    const other = await createOrderingShop(ctx);
    await expect(changeStatus(ctx.db, other.shop.id, order.id, 'accepted', { sms: null })).rejects.toMatchObject({
      status: 404,
      message: ORDER_NOT_FOUND,
    });
    await expect(changeStatus(ctx.db, other.shop.id, 2_000_000_000, 'accepted', { sms: null })).rejects.toMatchObject({
      status: 404,
    });
    await expect(loadOrder(ctx.db, other.shop.id, order.code)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the database', () => {
  it("accepts exactly @haat/domain's statuses (orders_status_check)", async () => {
    const { shop } = await createOrderingShop(ctx);
    for (const status of orderStatuses) {
      const { order } = await insertOrderRows(ctx, { shop, products: [], statuses: [status] });
      expect(order.status).toBe(status);
    }
    await expect(insertOrderRows(ctx, { shop, products: [], statuses: ['lost'] })).rejects.toThrow();
  });
});

describe('loadOrder', () => {
  it('finds an order by id or by code, with lines in placing order and history oldest first', async () => {
    const { shop, order } = await placedOrder();
    await changeStatus(ctx.db, shop.id, order.id, 'accepted', { sms: null });
    const byId = serializeOrder(await loadOrder(ctx.db, shop.id, order.id), ctx.storage);
    const byCode = serializeOrder(await loadOrder(ctx.db, shop.id, order.code), ctx.storage);
    expect(byCode).toEqual(byId);
    expect(byId.items.map((item) => item.product_id)).toEqual(order.items.map((item) => item.product_id));
    expect(byId.history.map((change) => change.status)).toEqual(['pending', 'accepted']);
  });
});
