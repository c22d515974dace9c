import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createOrderingShop, orderBody, orderRowsOf, postOrder, stockOf } from '../../../test/order-fixtures.ts';
import { idempotencyKeys, products } from '../../db/schema.ts';
import { KEY_IN_FLIGHT, KEY_REUSED, requestHash, STALE_CLAIM_SECONDS } from './idempotency.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from './orders.routes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('Idempotency-Key on POST /api/shop/orders', () => {
  it('replays the first answer, byte for byte, and places one order', async () => {
    const target = await createOrderingShop(ctx, { products: [{ stock: 10 }] });
    const body = orderBody(target, [[target.products[0]!, 2]]);
    const key = randomUUID();

    const first = await postOrder(ctx, body, { key });
    const again = await postOrder(ctx, body, { key });
    // Unknown fields, key order and spacing are not part of the request: still a replay.
    const reordered = await postOrder(ctx, { note: null, ...body, unit_price: 1 }, { key });

    expect(first.status).toBe(201);
    expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    for (const replay of [again, reordered]) {
      expect(replay.status).toBe(201);
      expect(replay.text).toBe(first.text);
      expect(replay.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    }
    expect(await orderRowsOf(ctx, target.shop.id)).toMatchObject({ orders: 1, items: 1, history: 1 });
    expect(await stockOf(ctx, target.products[0]!.id)).toEqual({ stock: 8, soldCount: 2 });
  });

  it('replays a refusal: the same key stays 409 even after the stock is back', async () => {
    const target = await createOrderingShop(ctx, { products: [{ stock: 1 }] });
    const [product] = target.products;
    const body = orderBody(target, [[product!, 3]]);
    const key = randomUUID();

    const refused = await postOrder(ctx, body, { key });
    expect(refused.status).toBe(409);
    await ctx.db.update(products).set({ stock: 10 }).where(eq(products.id, product!.id));

    const replay = await postOrder(ctx, body, { key });
    expect(replay.status).toBe(409);
    expect(replay.text).toBe(refused.text);
    // A new attempt (a new key) goes through.
    expect((await postOrder(ctx, body)).status).toBe(201);
  });

  it('is 422 for the same key with another body, and the first order stands alone', async () => {
    const target = await createOrderingShop(ctx);
    const body = orderBody(target, [[target.products[0]!, 1]]);
    const key = randomUUID();
    expect((await postOrder(ctx, body, { key })).status).toBe(201);

    const other = await postOrder(ctx, { ...body, items: [{ product_id: target.products[0]!.id, quantity: 2 }] }, { key });

    expect(other.status).toBe(422);
    expect(other.body).toEqual({ status: 422, message: KEY_REUSED, errors: { 'idempotency-key': [KEY_REUSED] } });
    expect((await orderRowsOf(ctx, target.shop.id)).orders).toBe(1);
  });

  it('scopes keys by shop: the same key in two shops makes two orders', async () => {
    const one = await createOrderingShop(ctx);
    const two = await createOrderingShop(ctx);
    const key = randomUUID();
    expect((await postOrder(ctx, orderBody(one, [[one.products[0]!, 1]]), { key })).status).toBe(201);
    expect((await postOrder(ctx, orderBody(two, [[two.products[0]!, 1]]), { key })).status).toBe(201);
  });

  it('gives 10 parallel posts with one key one order: every answer is that order (2xx) or 409 in flight', async () => {
    const target = await createOrderingShop(ctx, { products: [{ stock: 100 }] });
    const body = orderBody(target, [[target.products[0]!, 1]]);
    const key = randomUUID();

    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(ctx, body, { key })));

    const placed = answers.filter((res) => res.status === 201);
    const busy = answers.filter((res) => res.status === 409);
    expect(placed.length + busy.length).toBe(10);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((res) => res.text)).size).toBe(1);
    for (const res of busy) {
      expect(res.body.message).toBe(KEY_IN_FLIGHT);
      expect(res.headers.get('retry-after')).toBe('1');
    }
    expect(await orderRowsOf(ctx, target.shop.id)).toMatchObject({ orders: 1, keys: [{ key, status: 'done', responseStatus: 201 }] });
    expect(await stockOf(ctx, target.products[0]!.id)).toEqual({ stock: 99, soldCount: 1 });
    // Once done, the same request is answered with that order.
    expect((await postOrder(ctx, body, { key })).text).toBe(placed[0]!.text);
  });
});

describe('Idempotency-Key after failures', () => {
  const claim = (shopId: number, key: string, body: unknown, secondsAgo: number) =>
    ctx.db.insert(idempotencyKeys).values({
      shopId,
      key,
      requestHash: requestHash(body),
      status: 'in_flight',
      updatedAt: sql`now() - make_interval(secs => ${secondsAgo}::int)`,
    });

  it('is 409 while another request holds the key', async () => {
    const target = await createOrderingShop(ctx);
    const body = orderBody(target, [[target.products[0]!, 1]]);
    await claim(target.shop.id, 'held', body, 1);

    const res = await postOrder(ctx, body, { key: 'held' });

    expect(res.status).toBe(409);
    expect(res.body.message).toBe(KEY_IN_FLIGHT);
    expect((await orderRowsOf(ctx, target.shop.id)).orders).toBe(0);
  });

  it('takes over a key whose request died before committing (left in flight past the stale time)', async () => {
    const target = await createOrderingShop(ctx);
    const body = orderBody(target, [[target.products[0]!, 1]]);
    // What a kill -9 during the order transaction leaves: the key in flight, no order.
    await claim(target.shop.id, 'abandoned', body, STALE_CLAIM_SECONDS + 5);

    const res = await postOrder(ctx, body, { key: 'abandoned' });

    expect(res.status).toBe(201);
    expect(await orderRowsOf(ctx, target.shop.id)).toMatchObject({ orders: 1, keys: [{ key: 'abandoned', status: 'done' }] });
    expect((await postOrder(ctx, body, { key: 'abandoned' })).text).toBe(res.text);
  });

  it('commits the order and its stored answer together, so a lost answer is replayed, never placed twice', async () => {
    const target = await createOrderingShop(ctx);
    const body = orderBody(target, [[target.products[0]!, 1]]);
    const first = await postOrder(ctx, body, { key: 'lost-answer' });

    const [row] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.shopId, target.shop.id), eq(idempotencyKeys.key, 'lost-answer')));
    expect(row).toMatchObject({ status: 'done', responseStatus: 201, responseBody: JSON.parse(first.text) });
    // Even once the key is stale, a done key is replayed, not taken over.
    await ctx.db.update(idempotencyKeys).set({ updatedAt: new Date(Date.now() - 3_600_000) }).where(eq(idempotencyKeys.id, row!.id));
    expect((await postOrder(ctx, body, { key: 'lost-answer' })).text).toBe(first.text);
    expect((await orderRowsOf(ctx, target.shop.id)).orders).toBe(1);
  });

  it('rolls everything back on an unexpected failure and frees the key for a retry', async () => {
    const target = await createOrderingShop(ctx, { products: [{ stock: 4 }] });
    const body = orderBody(target, [[target.products[0]!, 1]]);
    const before = await orderRowsOf(ctx, target.shop.id);
    // A real database failure at the very end of the order transaction (after stock, order and lines).
    await ctx.db.execute(
      sql.raw(`create function fail_history() returns trigger language plpgsql as $$ begin raise exception 'history is broken'; end $$`),
    );
    await ctx.db.execute(
      sql.raw(
        `create trigger fail_history before insert on order_status_history for each row when (new.shop_id = ${target.shop.id}) execute function fail_history()`,
      ),
    );

    const failed = await postOrder(ctx, body, { key: 'retry-me' });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ status: 500, message: 'Something went wrong, please try again later' });
    expect(await orderRowsOf(ctx, target.shop.id)).toEqual(before);

    await ctx.db.execute(sql.raw('drop trigger fail_history on order_status_history'));
    await ctx.db.execute(sql.raw('drop function fail_history()'));
    const retried = await postOrder(ctx, body, { key: 'retry-me' });
    expect(retried.status).toBe(201);
    expect(await stockOf(ctx, target.products[0]!.id)).toEqual({ stock: 3, soldCount: 1 });
  });
});
