import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createOrderingShop, orderBody, orderRowsOf, postOrder, stockOf } from '../../../test/order-fixtures.ts';
import { setStock } from '../../../test/fixtures.ts';
import { idempotencyKeys } from '../../platform/db/schema.ts';
import { claimKey, KEY_REUSED, requestHash } from './idempotency.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from './orders.shop.routes.ts';

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
    await setStock(ctx, product!.id, 10);

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

    const other = await postOrder(
      ctx,
      { ...body, items: [{ product_id: target.products[0]!.id, quantity: 2 }] },
      { key },
    );

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

  it('gives 10 parallel posts with one key one order: each waits for the first and answers that order', async () => {
    const target = await createOrderingShop(ctx, { products: [{ stock: 100 }] });
    const body = orderBody(target, [[target.products[0]!, 1]]);
    const key = randomUUID();

    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(ctx, body, { key })));

    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 10 }, () => 201));
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
    expect(answers.filter((res) => res.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true')).toHaveLength(9);
    expect(await orderRowsOf(ctx, target.shop.id)).toMatchObject({
      orders: 1,
      keys: [{ key, status: 'done', responseStatus: 201 }],
    });
    expect(await stockOf(ctx, target.products[0]!.id)).toEqual({ stock: 99, soldCount: 1 });
  });
});

describe('Idempotency-Key after failures', () => {
  it('waits while an order transaction holds the key, and places the order once that one rolls back', async () => {
    const target = await createOrderingShop(ctx);
    const body = orderBody(target, [[target.products[0]!, 1]]);
    let claimed!: () => void;
    let interrupt!: () => void;
    const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const interrupted = new Promise<void>((resolve) => (interrupt = resolve));
    const holder = ctx.db
      .transaction(async (tx) => {
        expect(await claimKey(tx, target.shop.id, 'held', requestHash(body))).toMatchObject({ kind: 'owner' });
        claimed();
        await interrupted;
        throw new Error('interrupted before the commit');
      })
      .catch(() => 'rolled back');
    await isClaimed;

    const posting = postOrder(ctx, body, { key: 'held' });
    const early = await Promise.race([
      posting.then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 300, 'waiting')),
    ]);
    expect(early).toBe('waiting');
    interrupt();
    expect(await holder).toBe('rolled back');

    const res = await posting;
    expect(res.status).toBe(201);
    expect(res.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await orderRowsOf(ctx, target.shop.id)).toMatchObject({
      orders: 1,
      keys: [{ key: 'held', status: 'done', responseStatus: 201 }],
    });
  });

  it.skipIf(inject('testDatabase').engine !== 'postgres')(
    'retries at once a key whose order transaction died with its connection (PostgreSQL)',
    async () => {
      const target = await createOrderingShop(ctx);
      const body = orderBody(target, [[target.products[0]!, 1]]);
      // What a crash of the API mid-order leaves: a transaction that claimed the key, then lost its connection.
      const died = await ctx.db
        .transaction(async (tx) => {
          await claimKey(tx, target.shop.id, 'crashed', requestHash(body));
          const session = await tx.execute(sql`select pg_backend_pid() as pid`);
          const { pid } = (session as { rows: { pid: number }[] }).rows[0]!;
          await ctx.db.execute(sql`select pg_terminate_backend(${pid})`);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          () => 'died',
        );
      expect(died).toBe('died');

      const started = performance.now();
      const res = await postOrder(ctx, body, { key: 'crashed' });
      expect(res.status).toBe(201);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(await orderRowsOf(ctx, target.shop.id)).toMatchObject({
        orders: 1,
        keys: [{ key: 'crashed', status: 'done' }],
      });
    },
  );

  it('commits the order and its stored answer together, so a lost answer is replayed, never placed twice', async () => {
    const target = await createOrderingShop(ctx);
    const body = orderBody(target, [[target.products[0]!, 1]]);
    const first = await postOrder(ctx, body, { key: 'lost-answer' });

    const [row] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.shopId, target.shop.id), eq(idempotencyKeys.key, 'lost-answer')));
    expect(row).toMatchObject({ status: 'done', responseStatus: 201, responseBody: JSON.parse(first.text) });
    expect((await postOrder(ctx, body, { key: 'lost-answer' })).text).toBe(first.text);
    expect((await orderRowsOf(ctx, target.shop.id)).orders).toBe(1);
  });

  it('rolls everything back on an unexpected failure and frees the key for a retry', async () => {
    const target = await createOrderingShop(ctx, { products: [{ stock: 4 }] });
    const body = orderBody(target, [[target.products[0]!, 1]]);
    const before = await orderRowsOf(ctx, target.shop.id);
    // A real database failure at the very end of the order transaction (after stock, order and lines).
    await ctx.db.execute(
      sql.raw(
        `create function fail_history() returns trigger language plpgsql as $$ begin raise exception 'history is broken'; end $$`,
      ),
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
