/**
 * Tables that only grew: expired sessions, one-time codes and idempotency keys (whose stored answers
 * hold shoppers' addresses) are purged; what is still live stays and still works.
 */
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createOwner } from '../../../test/fixtures.ts';
import { createOrderingShop, orderBody, postOrder } from '../../../test/order-fixtures.ts';
import { customerSessions, idempotencyKeys, oneTimeCodes, ownerSessions, rateLimitCounters } from '../db/schema.ts';
import { purgeExpired } from './purge.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const HOUR = 60 * 60 * 1000;

describe('purgeExpired', () => {
  it('deletes expired and revoked sessions, spent codes and old idempotency keys, and keeps what is live', async () => {
    const target = await createOrderingShop(ctx, { products: [{ stock: 5 }] });
    const [product] = target.products;
    const now = new Date();

    const live = await createCustomer(ctx, { shop: target.shop });
    const expired = await createCustomer(ctx, { shop: target.shop });
    await ctx.db
      .update(customerSessions)
      .set({ expiresAt: new Date(now.getTime() - HOUR) })
      .where(eq(customerSessions.customerId, expired.customer.id));

    const owner = await createOwner(ctx, { shop: target.shop });
    const revoked = await createOwner(ctx, { shop: target.shop });
    const [revokedSession] = await ctx.db.select().from(ownerSessions).orderBy(ownerSessions.id).limit(1).offset(1);
    await ctx.db.update(ownerSessions).set({ revokedAt: now }).where(eq(ownerSessions.id, revokedSession!.id));

    const codes = await ctx.db
      .insert(oneTimeCodes)
      .values([
        {
          shopId: target.shop.id,
          mobile: '01711000101',
          purpose: 'password_reset',
          codeHash: 'live',
          expiresAt: new Date(now.getTime() + HOUR),
        },
        {
          shopId: target.shop.id,
          mobile: '01711000102',
          purpose: 'password_reset',
          codeHash: 'expired',
          expiresAt: new Date(now.getTime() - HOUR),
        },
        {
          shopId: target.shop.id,
          mobile: '01711000103',
          purpose: 'password_reset',
          codeHash: 'used',
          expiresAt: new Date(now.getTime() + HOUR),
          usedAt: now,
        },
      ])
      .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });

    const placed = await postOrder(ctx, orderBody(target, [[product!, 1]]), { key: 'order-today' });
    const refused = await postOrder(ctx, orderBody(target, [[product!, 9]]), { key: 'refusal-now' });
    expect([placed.status, refused.status]).toEqual([201, 409]);
    await postOrder(ctx, orderBody(target, [[product!, 1]]), { key: 'order-two-days-ago' });
    await postOrder(ctx, orderBody(target, [[product!, 9]]), { key: 'refusal-two-hours-ago' });
    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(now.getTime() - 48 * HOUR) })
      .where(eq(idempotencyKeys.key, 'order-two-days-ago'));
    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(now.getTime() - 2 * HOUR) })
      .where(eq(idempotencyKeys.key, 'refusal-two-hours-ago'));

    const counts = await purgeExpired(ctx.db, now);

    expect(counts).toMatchObject({ customerSessions: 1, ownerSessions: 1, oneTimeCodes: 2, idempotencyKeys: 2 });
    const keys = await ctx.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.shopId, target.shop.id));
    expect(keys.map((row) => row.key).sort()).toEqual(['order-today', 'refusal-now']);
    const remainingCodes = await ctx.db
      .select({ codeHash: oneTimeCodes.codeHash })
      .from(oneTimeCodes)
      .where(
        inArray(
          oneTimeCodes.id,
          codes.map((code) => code.id),
        ),
      );
    expect(remainingCodes).toEqual([{ codeHash: 'live' }]);

    // What is live still works; what was purged is gone for good.
    expect((await ctx.request('GET', '/api/shop/customer/me', { token: live.token })).status).toBe(200);
    expect((await ctx.request('GET', '/api/shop/customer/me', { token: expired.token })).status).toBe(401);
    expect(
      (
        await ctx.request('GET', '/api/admin/v3/online-shop', {
          token: owner.token,
          query: { shop_id: target.shop.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await ctx.request('GET', '/api/admin/v3/online-shop', {
          token: revoked.token,
          query: { shop_id: target.shop.id },
        })
      ).status,
    ).toBe(401);
  });

  it('deletes rate-limit counters whose window is over, and keeps the running ones', async () => {
    const now = new Date();
    await ctx.db.insert(rateLimitCounters).values([
      { key: 'login:client:198.51.100.1', points: 3, expire: new Date(now.getTime() - 1000) },
      { key: 'login:client:198.51.100.2', points: 4, expire: new Date(now.getTime() + HOUR) },
    ]);
    const counts = await purgeExpired(ctx.db, now);
    expect(counts.rateLimitCounters).toBe(1);
    const left = await ctx.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'login:client:198.51.100.%'));
    expect(left).toEqual([{ key: 'login:client:198.51.100.2' }]);
  });

  it('a refused order stores no personal data with its key', async () => {
    const target = await createOrderingShop(ctx, { products: [{ stock: 1 }] });
    const body = orderBody(target, [[target.products[0]!, 5]], {
      name: 'Salma Begum',
      email: 'salma@example.com',
      note: 'Road 7',
    });
    expect((await postOrder(ctx, body, { key: 'refused-with-personal-data' })).status).toBe(409);
    const [row] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'refused-with-personal-data'));
    const stored = JSON.stringify(row);
    for (const personal of ['Salma', 'salma@example.com', 'Road 7', 'Dhanmondi', String(body.mobile)])
      expect(stored).not.toContain(personal);
  });
});
