import { registerOwnerOverHttp } from '../../../test/sign-up.ts';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminShopResponseSchema,
  deliveryPackageSchema,
  ownerLoginResultSchema,
  ownerSessionSchema,
  type AdminShopResponse,
  type DeliveryPackage,
  type OwnerLoginResult,
  type OwnerSession,
  type Page,
} from '@haat/domain/schemas';
import { owners, ownerSessions, shops } from '../../platform/db/schema.ts';
import { RateLimit, type RateLimits } from '../../platform/http/rate-limit.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createShop, FIXTURE_PASSWORD, insertOwner, uniqueMobile } from '../../../test/fixtures.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { INVALID_LOGIN, SHOP_SLUG_TAKEN } from './owners.auth.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
});

const LOGIN = '/api/admin/v3/auth/login';

let slugCounter = 0;
function registration(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    name: 'Karim Ahmed',
    mobile: uniqueMobile(),
    password: 'shop1234',
    shop_name: 'করিম স্টোর',
    shop_slug: `karim-store-${slugCounter}`,
    ...overrides,
  };
}

async function countOf(table: typeof owners | typeof shops) {
  const [row] = await ctx.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('POST /api/admin/v3/auth/register', () => {
  it('creates the owner, a published theme-1 shop with default pages and delivery packages, and a working token', async () => {
    const body = registration({ mobile: '+880 1812-345678' });
    const res = await registerOwnerOverHttp<OwnerSession>(ctx, body);

    expect(res.status).toBe(201);
    const { token, shop } = v.parse(ownerSessionSchema, res.body.data);
    expect(shop).toMatchObject({
      slug: body.shop_slug,
      name: 'করিম স্টোর',
      theme: 1,
      public: true,
      user: { name: 'Karim Ahmed', mobile_number: '01812345678', email: null },
      custom_domain: null,
      featured_product: null,
    });

    const [owner] = await ctx.db.select().from(owners).where(eq(owners.mobile, '01812345678'));
    expect(owner!.passwordHash).toMatch(/^\$scrypt\$/u);
    expect(owner!.passwordHash).not.toContain(body.password);

    const opened = await ctx.request<AdminShopResponse>('GET', '/api/admin/v3/online-shop', {
      token,
      query: { shop_id: shop.id },
    });
    expect(opened.status).toBe(200);
    expect(v.parse(adminShopResponseSchema, opened.body.data).shop.id).toBe(shop.id);

    const packages = await ctx.request<DeliveryPackage[]>('GET', '/api/shop/delivery-packages', {
      query: { shop_id: shop.id },
    });
    expect(v.parse(v.array(deliveryPackageSchema), packages.body.data).map((pkg) => pkg.charge)).toEqual([
      60, 100, 120,
    ]);
    const about = await ctx.request<Page>('GET', '/api/shop/pages/about-us', { query: { shop_id: shop.id } });
    expect(about.body.data.body).toContain('করিম স্টোর');
    const cancellation = await ctx.request<Page>('GET', '/api/shop/pages/cancellation-policy', {
      query: { shop_id: shop.id },
    });
    expect(cancellation.body.data.body).not.toBe('');
  });

  it('answers 422 with a message id per field', async () => {
    const res = await registerOwnerOverHttp(ctx, {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['validation.name_required'],
      mobile: ['validation.mobile_required'],
      password: ['validation.password_required'],
      shop_name: ['validation.required'],
      shop_slug: ['validation.slug_invalid'],
    });
    const bad = await registerOwnerOverHttp(
      ctx,
      registration({ mobile: '0123', password: 'abcdef', shop_slug: 'Bad Slug!' }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['mobile', 'password', 'shop_slug']);
  });

  it('refuses a taken or reserved shop address (409) and a mobile that has an account (no code), creating nothing', async () => {
    await createShop(ctx, { slug: 'taken-shop' });
    const existing = await insertOwner(ctx);
    const before = { owners: await countOf(owners), shops: await countOf(shops) };

    for (const slug of ['taken-shop', 'admin', 'api', 'shop', 'www', 'start', 'unauthorized']) {
      const res = await registerOwnerOverHttp(ctx, registration({ shop_slug: slug }));
      expect(res.status, slug).toBe(409);
      expect(res.body).toEqual({ status: 409, message: SHOP_SLUG_TAKEN, errors: { shop_slug: [SHOP_SLUG_TAKEN] } });
    }
    const sameMobile = await registerOwnerOverHttp(ctx, registration({ mobile: existing.mobile }));
    expect(sameMobile.status).toBe(422);
    expect(sameMobile.body.errors).toEqual({ otp: ['validation.otp_wrong'] });

    expect({ owners: await countOf(owners), shops: await countOf(shops) }).toEqual(before);
  });
});

describe('POST /api/admin/v3/auth/login', () => {
  it("answers a token for the owner's oldest shop and all their shops; shop_id picks another", async () => {
    const owner = await insertOwner(ctx);
    const first = await createShop(ctx, { ownerId: owner.id });
    const second = await createShop(ctx, { ownerId: owner.id });
    await createShop(ctx); // someone else's

    const res = await ctx.request<OwnerLoginResult>('POST', LOGIN, {
      body: { mobile: owner.mobile, password: FIXTURE_PASSWORD },
    });
    expect(res.status).toBe(200);
    const data = v.parse(ownerLoginResultSchema, res.body.data);
    expect(data.shops.map((shop) => shop.id)).toEqual([first.id, second.id]);
    const opened = await ctx.request<AdminShopResponse>('GET', '/api/admin/v3/online-shop', { token: data.token });
    expect(opened.body.data.shop.id).toBe(first.id);

    const picked = await ctx.request<OwnerLoginResult>('POST', LOGIN, {
      body: { mobile: owner.mobile, password: FIXTURE_PASSWORD },
      query: { shop_id: second.id },
    });
    expect(picked.status).toBe(200);
    const openedSecond = await ctx.request<AdminShopResponse>('GET', '/api/admin/v3/online-shop', {
      token: picked.body.data.token,
    });
    expect(openedSecond.body.data.shop.id).toBe(second.id);
  });

  it('is 401 "invalid login information" for a wrong password or an unknown mobile, and opens no session', async () => {
    const owner = await insertOwner(ctx);
    await createShop(ctx, { ownerId: owner.id });
    const [before] = await ctx.db.select({ n: count() }).from(ownerSessions);
    for (const body of [
      { mobile: owner.mobile, password: 'wrong-password1' },
      { mobile: uniqueMobile(), password: FIXTURE_PASSWORD },
    ]) {
      const res = await ctx.request('POST', LOGIN, { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, message: INVALID_LOGIN });
    }
    const [after] = await ctx.db.select({ n: count() }).from(ownerSessions);
    expect(after!.n).toBe(before!.n);
  });

  it("is 403 for a shop_id that is not the owner's, 422 for a malformed body", async () => {
    const owner = await insertOwner(ctx);
    await createShop(ctx, { ownerId: owner.id });
    const stranger = await createShop(ctx);
    const res = await ctx.request('POST', LOGIN, {
      body: { mobile: owner.mobile, password: FIXTURE_PASSWORD },
      query: { shop_id: stranger.id },
    });
    expect(res.status).toBe(403);

    const invalid = await ctx.request('POST', LOGIN, { body: { mobile: 'abc' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ mobile: ['validation.mobile_digits'], password: ['validation.required'] });
  });
});

describe('owner auth rate limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    const rule = (points: number) => ({ points, windowSeconds: 900 });
    const rateLimits: RateLimits = {
      ...unreachableRateLimits(),
      login: new RateLimit('login', { byAccount: rule(3), byClient: rule(5) }, 0),
      register: new RateLimit('register', { byAccount: rule(2), byClient: rule(100) }, 0),
    };
    limited = await createTestContext({ deps: { rateLimits } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('limits logins per account, then per client address, with 429 and Retry-After', async () => {
    const mobile = uniqueMobile();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await limited.request('POST', LOGIN, { body: { mobile, password: 'wrong-password1' } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The address has used 4 of its 5 attempts: one more account gets one try, then 429.
    const other = uniqueMobile();
    expect(
      (await limited.request('POST', LOGIN, { body: { mobile: other, password: 'wrong-password1' } })).status,
    ).toBe(401);
    const refused = await limited.request('POST', LOGIN, {
      body: { mobile: uniqueMobile(), password: 'wrong-password1' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits registrations per mobile', async () => {
    const mobile = uniqueMobile();
    const taken = await createShop(limited, { slug: 'limit-taken' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await registerOwnerOverHttp(limited, registration({ mobile, shop_slug: taken.slug }))).status);
    }
    expect(statuses).toEqual([409, 409, 429]);
  });
});
