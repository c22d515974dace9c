import { registerCustomerOverHttp } from '../../../test/sign-up.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_POLICIES, TOO_MANY_ATTEMPTS, type RateLimitPolicy } from '../../platform/http/rate-limit.ts';
import { createTestContext, type TestContext, type TestResponse } from '../../../test/context.ts';
import { HASHING_TIMEOUT_MS } from '../../../test/timeouts.ts';
import { createCustomer, createShop, FIXTURE_PASSWORD, uniqueMobile } from '../../../test/fixtures.ts';

/** The real limits per account and per client address (the test context's): no proxy is trusted, so every request comes from 127.0.0.1. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const UNKNOWN_SHOP = 987_654;
/** A different made-up X-Forwarded-For on every request: with no trusted proxy it must not matter. */
const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${(i * 7) % 250}` });

function expectTooMany(res: TestResponse, policy: RateLimitPolicy) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ status: 429, message: TOO_MANY_ATTEMPTS });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(Math.max(policy.byAccount.windowSeconds, policy.byClient.windowSeconds));
}

interface LimitedRoute {
  path: string;
  policy: RateLimitPolicy;
  /** A body for `mobile` that the route answers quickly (unknown shop: 404) and still counts. */
  body: (mobile: string) => Record<string, unknown>;
}

const routes: Record<string, LimitedRoute> = {
  register: {
    path: '/api/shop/auth/register',
    policy: RATE_LIMIT_POLICIES.register,
    body: (mobile) => ({
      shop_id: UNKNOWN_SHOP,
      name: 'Karim',
      mobile,
      otp: '123456',
      password: 'secret123',
      password_confirmation: 'secret123',
    }),
  },
  'forgot-password': {
    path: '/api/shop/auth/forgot-password',
    policy: RATE_LIMIT_POLICIES.otp,
    body: (mobile) => ({ shop_id: UNKNOWN_SHOP, mobile }),
  },
  'reset-password': {
    path: '/api/shop/auth/reset-password',
    policy: RATE_LIMIT_POLICIES.reset,
    body: (mobile) => ({
      shop_id: UNKNOWN_SHOP,
      mobile,
      otp: '123456',
      password: 'secret123',
      password_confirmation: 'secret123',
    }),
  },
  login: {
    path: '/api/shop/auth/login',
    policy: RATE_LIMIT_POLICIES.login,
    body: (mobile) => ({ shop_id: UNKNOWN_SHOP, mobile, password: 'secret123' }),
  },
};

describe.each(Object.entries(routes))('rate limits of %s', (_name, route) => {
  const send = (mobile: string, i: number) =>
    ctx.request('POST', route.path, { body: route.body(mobile), headers: spoofed(i) });

  it('limit one account (shop + mobile), then limit the client address whatever X-Forwarded-For says', async () => {
    const { byAccount, byClient } = route.policy;
    const mobile = uniqueMobile();
    let sent = 0;
    for (let i = 0; i < byAccount.points; i += 1) {
      expect((await send(mobile, sent)).status).toBe(404);
      sent += 1;
    }
    // The same account in another written form is the same account.
    const sameAccount = await send(`+88${mobile}`, sent);
    sent += 1;
    expectTooMany(sameAccount, route.policy);

    // Other accounts from the same address, each with a new made-up X-Forwarded-For.
    while (sent < byClient.points) {
      expect((await send(uniqueMobile(), sent)).status).toBe(404);
      sent += 1;
    }
    expectTooMany(await send(uniqueMobile(), sent), route.policy);
  });
});

describe('login limits per account', () => {
  it(
    'refuse even the right password once the account is limited; a success forgets earlier failures',
    async () => {
      // This file's login client budget is spent by the test above: use a context of its own.
      const fresh = await createTestContext();
      try {
        const shop = await createShop(fresh);
        const { customer } = await createCustomer(fresh, { shop });
        const attempt = (password: string) =>
          fresh.request('POST', '/api/shop/auth/login', {
            body: { shop_id: shop.id, mobile: customer.mobile, password },
          });
        const points = RATE_LIMIT_POLICIES.login.byAccount.points;

        for (let i = 0; i < points - 1; i += 1) expect((await attempt('wrong123')).status).toBe(401);
        expect((await attempt(FIXTURE_PASSWORD)).status).toBe(200);
        // The success reset the account's count: a full budget of failures again.
        for (let i = 0; i < points; i += 1) expect((await attempt('wrong123')).status).toBe(401);
        expectTooMany(await attempt(FIXTURE_PASSWORD), RATE_LIMIT_POLICIES.login);
      } finally {
        await fresh.close();
      }
    },
    HASHING_TIMEOUT_MS,
  );
});

describe('registration limits per shop', () => {
  it(
    'refuse a flood of new accounts into one shop from many addresses, and leave other shops alone',
    async () => {
      // The shop's rule with a small budget and a window no slow machine outlasts: the count, not the clock, is judged.
      const byShop = { points: 4, windowSeconds: 600 };
      const proxied = await createTestContext({
        env: { TRUST_PROXY: '1' },
        rateLimits: { register: { ...RATE_LIMIT_POLICIES.register, byShop } },
      });
      try {
        const [flooded, other] = [await createShop(proxied), await createShop(proxied)];
        const register = (shopId: number, i: number) =>
          registerCustomerOverHttp(
            proxied,
            {
              shop_id: shopId,
              name: 'Karim',
              mobile: uniqueMobile(),
              password: 'secret123',
              password_confirmation: 'secret123',
            },
            { 'x-forwarded-for': `10.1.${i}.1` },
          );
        const { points, windowSeconds } = byShop;
        for (let i = 0; i < points; i += 1) expect((await register(flooded.id, i)).status).toBe(201);
        const refused = await register(flooded.id, points);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(windowSeconds);
        expect((await register(other.id, points + 1)).status).toBe(201);
      } finally {
        await proxied.close();
      }
    },
    HASHING_TIMEOUT_MS,
  );
});
