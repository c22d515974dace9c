import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSessions } from '../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createOwner, createShop } from '../../../test/fixtures.ts';
import { serveProbe, type ProbeServer } from '../../../test/probe-server.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { sha256 } from '../ids.ts';
import { CUSTOMER_SESSION_EXPIRED, endCustomerSession, requireCustomer } from './customer-session.ts';

let ctx: TestContext;
let probe: ProbeServer;
beforeAll(async () => {
  ctx = await createTestContext();
  probe = await serveProbe(
    ctx,
    new Hono<AppEnv>().get('/me', requireCustomer(), (c) =>
      ok(c, { id: c.get('customer').id, shop_id: c.get('customer').shopId }),
    ),
  );
});
afterAll(async () => {
  await probe?.close();
  await ctx?.close();
});

describe('customer sessions', () => {
  it('sign the customer in at their shop', async () => {
    const shop = await createShop(ctx);
    const { customer, token } = await createCustomer(ctx, { shop });
    const res = await probe.request('GET', '/me', { token, query: { shop_id: shop.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: customer.id, shop_id: shop.id });
  });

  it('store only a hash of the token', async () => {
    const shop = await createShop(ctx);
    const { customer, token } = await createCustomer(ctx, { shop });
    const [session] = await ctx.db.select().from(customerSessions).where(eq(customerSessions.customerId, customer.id));
    expect(session!.tokenHash).toBe(sha256(token));
    expect(session!.tokenHash).not.toContain(token);
  });

  it("are 401 at another shop, even the same person's", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const { token } = await createCustomer(ctx, { shop });
    const res = await probe.request('GET', '/me', { token, query: { shop_id: other.id } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: CUSTOMER_SESSION_EXPIRED });
  });

  it('are 401 without a token, with an unknown one, an admin token, or after logout or expiry', async () => {
    const shop = await createShop(ctx);
    const query = { shop_id: shop.id };
    expect((await probe.request('GET', '/me', { query })).status).toBe(401);
    expect((await probe.request('GET', '/me', { query, token: 'made-up-token' })).status).toBe(401);
    const admin = await createOwner(ctx, { shop });
    expect((await probe.request('GET', '/me', { query, token: admin.token })).status).toBe(401);

    const loggedOut = await createCustomer(ctx, { shop });
    await endCustomerSession(ctx.db, loggedOut.token);
    expect((await probe.request('GET', '/me', { query, token: loggedOut.token })).status).toBe(401);

    const expired = await createCustomer(ctx, { shop });
    await ctx.db
      .update(customerSessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(customerSessions.customerId, expired.customer.id));
    expect((await probe.request('GET', '/me', { query, token: expired.token })).status).toBe(401);
  });

  it('need the shop: 422 without shop_id or with a malformed one', async () => {
    const shop = await createShop(ctx);
    const { token } = await createCustomer(ctx, { shop });
    const missing = await probe.request('GET', '/me', { token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ shop_id: ['validation.required'] });
    expect((await probe.request('GET', '/me', { token, query: { shop_id: '1; drop' } })).body.errors).toEqual({
      shop_id: ['validation.invalid_number'],
    });
  });
});
