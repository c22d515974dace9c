import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShopResponseSchema, type AdminShopResponse } from '@haat/domain/schemas';
import { apkLeads, ownerSessions } from '../db/schema.ts';
import { sha256 } from '../ids.ts';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '../../../test/context.ts';
import { createCustomer, createOwner, createShop } from '../../../test/fixtures.ts';
import {
  ADMIN_TOKEN_TYPE,
  createAdminSession,
  INVALID_ADMIN_TOKEN,
  signAdminToken,
  verifyAdminToken,
} from './admin-token.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const ADMIN_SHOP = '/api/admin/v3/online-shop';
const key = (secret = TEST_JWT_SECRET) => new TextEncoder().encode(secret);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Session claims of a fresh live session, for crafting tokens by hand. */
async function liveClaims() {
  const { owner, shop, token } = await createOwner(ctx);
  return { shop, owner, token, claims: decodeJwt(token) as Record<string, unknown> };
}

async function expectRejected(token: string) {
  const res = await ctx.request('GET', ADMIN_SHOP, { token });
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ status: 401, message: INVALID_ADMIN_TOKEN });
}

describe('admin tokens', () => {
  it('carry name, phone, shop_id and the session token, HS256, audience haat-admin, 30-day expiry', async () => {
    const { owner, shop, claims, token } = await liveClaims();
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claims).toMatchObject({
      name: owner.name,
      phone: owner.mobile,
      shop_id: shop.id,
      typ: 'haat-admin',
      aud: 'haat-admin',
    });
    expect(claims.token).toEqual(expect.any(String));
    const lifetime = (claims.exp as number) - (claims.iat as number);
    expect(lifetime).toBe(30 * 24 * 60 * 60);
  });

  it("open the admin's own shop", async () => {
    const { shop, token } = await liveClaims();
    const res = await ctx.request<AdminShopResponse>('GET', ADMIN_SHOP, { token });
    expect(res.status).toBe(200);
    const data = v.parse(adminShopResponseSchema, res.body.data);
    expect(data.shop.id).toBe(shop.id);
    expect(data.apk_lead).toBeNull();

    await ctx.db.insert(apkLeads).values({ shopId: shop.id, appName: 'My App', contactMobile: '01711111111' });
    const withLead = await ctx.request<AdminShopResponse>('GET', ADMIN_SHOP, { token, query: { shop_id: shop.id } });
    expect(withLead.status).toBe(200);
    expect(withLead.body.data.apk_lead).toMatchObject({
      shop_id: shop.id,
      app_name: 'My App',
      status: 'requested',
      download_url: null,
    });
  });

  it('are refused (403) for a shop_id that is not the token’s, 422 for a malformed one', async () => {
    const { token } = await liveClaims();
    const otherShop = await createShop(ctx);
    const res = await ctx.request('GET', ADMIN_SHOP, { token, query: { shop_id: otherShop.id } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This token does not belong to this shop');
    const bad = await ctx.request('GET', ADMIN_SHOP, { token, query: { shop_id: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ shop_id: ['validation.invalid_number'] });
  });

  it('are required: no token, a garbage token or a non-Bearer header is 401', async () => {
    expect((await ctx.request('GET', ADMIN_SHOP)).status).toBe(401);
    await expectRejected('not-a-jwt');
    const { token } = await liveClaims();
    const basic = await ctx.request('GET', ADMIN_SHOP, { headers: { authorization: `Basic ${token}` } });
    expect(basic.status).toBe(401);
  });

  it('reject alg "none"', async () => {
    const { claims } = await liveClaims();
    await expectRejected(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`);
  });

  it('reject an edited payload (another shop_id under the original signature)', async () => {
    const { token, claims } = await liveClaims();
    const victim = await createOwner(ctx);
    const [header, , signature] = token.split('.');
    const edited = { ...claims, shop_id: victim.shop.id, token: decodeJwt(victim.token).token };
    await expectRejected(`${header}.${base64url(edited)}.${signature}`);
  });

  it('reject an expired token even when its session is live', async () => {
    const { claims } = await liveClaims();
    const { exp: _exp, iat: _iat, aud: _aud, typ: _typ, ...payload } = claims;
    const expired = await signAdminToken(TEST_JWT_SECRET, payload as Parameters<typeof signAdminToken>[1], -60);
    await expectRejected(expired);
  });

  it('reject a token without exp', async () => {
    const { claims } = await liveClaims();
    const { exp: _exp, ...withoutExp } = claims;
    const token = await new SignJWT(withoutExp).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key());
    await expectRejected(token);
  });

  it('reject a token signed with another secret', async () => {
    const { claims } = await liveClaims();
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key('another-secret-another-secret-another-secret'));
    await expectRejected(token);
  });

  it('reject another algorithm with the right secret (the algorithm is pinned)', async () => {
    const { claims } = await liveClaims();
    const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key());
    await expectRejected(token);
  });

  it('reject a token of another audience or type', async () => {
    const { claims } = await liveClaims();
    await expectRejected(
      await new SignJWT({ ...claims, aud: 'haat-customer' }).setProtectedHeader({ alg: 'HS256' }).sign(key()),
    );
    await expectRejected(
      await new SignJWT({ ...claims, typ: 'customer' }).setProtectedHeader({ alg: 'HS256' }).sign(key()),
    );
  });

  it('reject a customer token', async () => {
    const shop = await createShop(ctx);
    const { token } = await createCustomer(ctx, { shop });
    await expectRejected(token);
  });

  it('stop working when the session is revoked or expired', async () => {
    const revoked = await liveClaims();
    await ctx.db
      .update(ownerSessions)
      .set({ revokedAt: new Date() })
      .where(eq(ownerSessions.tokenHash, sha256(revoked.claims.token as string)));
    await expectRejected(revoked.token);

    const expired = await liveClaims();
    await ctx.db
      .update(ownerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ownerSessions.tokenHash, sha256(expired.claims.token as string)));
    await expectRejected(expired.token);
  });

  it('reject a session used for a shop it was not opened for', async () => {
    const mine = await liveClaims();
    const other = await createShop(ctx);
    // A correctly signed token naming my live session but another shop.
    const forged = await signAdminToken(TEST_JWT_SECRET, {
      name: mine.owner.name,
      phone: mine.owner.mobile,
      shop_id: other.id,
      token: mine.claims.token as string,
    });
    await expectRejected(forged);
  });

  it('verify directly to the claims, or throw a 401 HttpError', async () => {
    const shop = await createShop(ctx);
    const { token } = await createAdminSession(
      ctx.db,
      TEST_JWT_SECRET,
      { id: shop.ownerId, name: 'N', mobile: '01700000000' },
      shop.id,
    );
    await expect(verifyAdminToken(TEST_JWT_SECRET, token)).resolves.toMatchObject({
      shop_id: shop.id,
      typ: ADMIN_TOKEN_TYPE,
    });
    await expect(verifyAdminToken('x'.repeat(40), token)).rejects.toMatchObject({ status: 401 });
  });
});
