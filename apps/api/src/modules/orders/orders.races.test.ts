import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import {
  createOrderingShop,
  orderBody,
  orderRowsOf,
  placeTestOrder,
  postOrder,
  stockOf,
} from '../../../test/order-fixtures.ts';
import { orderItems, orders } from '../../platform/db/schema.ts';
import { changeStatus } from './order-lifecycle.ts';

/**
 * Concurrency, on PostgreSQL only: PGlite runs one transaction at a time, so requests there never
 * overlap inside the database and a read-then-write bug would pass. Run with TEST_DATABASE_URL.
 */
const onPostgres = inject('testDatabase').engine === 'postgres';

/**
 * What a request in a burst may answer: placed, refused for stock, or 503 when it waited too long
 * for a pooled connection (overload, never a wrong answer). A deadlock would be a 500.
 */
const BURST_STATUSES = new Set([201, 409, 503]);

describe.skipIf(!onPostgres)(
  'order races (PostgreSQL only: PGlite runs one transaction at a time, so nothing can race there)',
  () => {
    let ctx: TestContext;
    beforeAll(async () => {
      // Many orders from one address in a second: the races are the subject, not the rate limit.
      ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    const unitsOrdered = async (productId: number) => {
      const [row] = await ctx.db
        .select({ units: sum(orderItems.quantity).mapWith(Number) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.productId, productId), eq(orders.status, 'pending')));
      return row?.units ?? 0;
    };

    it('50 simultaneous orders for a product with stock 10: exactly 10 succeed and the stock ends at 0', async () => {
      const target = await createOrderingShop(ctx, { products: [{ name: 'Hilsa', stock: 10 }] });
      const [hilsa] = target.products;

      const answers = await Promise.all(
        Array.from({ length: 50 }, () => postOrder(ctx, orderBody(target, [[hilsa!, 1]]))),
      );

      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => !BURST_STATUSES.has(status))).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      for (const res of answers.filter((answer) => answer.status === 409)) {
        expect(res.body.message).toBe('Not enough stock: "Hilsa" is out of stock');
      }
      expect(await stockOf(ctx, hilsa!.id)).toEqual({ stock: 0, soldCount: 10 });
      expect(await orderRowsOf(ctx, target.shop.id)).toMatchObject({ orders: 10, items: 10, history: 10 });
    });

    it('orders of several units each never take more than there is', async () => {
      const target = await createOrderingShop(ctx, { products: [{ stock: 10 }] });
      const [product] = target.products;

      const answers = await Promise.all(
        Array.from({ length: 20 }, () => postOrder(ctx, orderBody(target, [[product!, 3]]))),
      );

      expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
      expect(answers.every((res) => BURST_STATUSES.has(res.status))).toBe(true);
      expect(await stockOf(ctx, product!.id)).toEqual({ stock: 1, soldCount: 9 });
    });

    it('100 pairs of orders [A, B] and [B, A] at once: no deadlock, every unit accounted for', async () => {
      const initial = 150;
      const target = await createOrderingShop(ctx, {
        products: [
          { name: 'A', stock: initial },
          { name: 'B', stock: initial },
        ],
      });
      const [a, b] = target.products;

      const answers = await Promise.all(
        Array.from({ length: 100 }, () => [
          postOrder(
            ctx,
            orderBody(target, [
              [a!, 1],
              [b!, 1],
            ]),
          ),
          postOrder(
            ctx,
            orderBody(target, [
              [b!, 1],
              [a!, 1],
            ]),
          ),
        ]).flat(),
      );

      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => !BURST_STATUSES.has(status))).toEqual([]);
      // 200 orders want 150 units of each: exactly 150 are placed (unless more than 50 were turned away by overload).
      expect(statuses.filter((status) => status === 201)).toHaveLength(initial);
      for (const product of [a!, b!]) {
        const now = await stockOf(ctx, product.id);
        expect(now.stock + (await unitsOrdered(product.id))).toBe(initial);
        expect(now).toEqual({ stock: 0, soldCount: initial });
      }
    });

    it('cancellations racing new orders: stock = initial − units of live orders', async () => {
      const initial = 40;
      const target = await createOrderingShop(ctx, { products: [{ stock: initial }, { stock: initial }] });
      const [a, b] = target.products;
      const placed = [];
      for (let i = 0; i < 20; i += 1)
        placed.push(
          await placeTestOrder(
            ctx,
            orderBody(target, [
              [a!, 1],
              [b!, 1],
            ]),
          ),
        );

      const [cancels, answers] = await Promise.all([
        Promise.allSettled(
          placed.map((order) => changeStatus(ctx.db, target.shop.id, order.id, 'canceled', { sms: null })),
        ),
        Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            postOrder(
              ctx,
              orderBody(
                target,
                i % 2
                  ? [
                      [a!, 1],
                      [b!, 1],
                    ]
                  : [
                      [b!, 1],
                      [a!, 1],
                    ],
              ),
            ),
          ),
        ),
      ]);

      expect(cancels.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(answers.filter((res) => !BURST_STATUSES.has(res.status))).toEqual([]);
      for (const product of [a!, b!]) {
        const now = await stockOf(ctx, product.id);
        expect(now.stock).toBeGreaterThanOrEqual(0);
        expect(now.stock + (await unitsOrdered(product.id))).toBe(initial);
        expect(now.soldCount).toBe(await unitsOrdered(product.id));
      }
    });
  },
);
