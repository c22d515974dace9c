import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { serveProbe, type ProbeServer } from '../../../test/probe-server.ts';
import type { AppEnv } from './app-env.ts';
import { resolveClientAddress } from './client-address.ts';
import { ok } from './envelope.ts';
import { RATE_LIMIT_POLICIES, TOO_MANY_ATTEMPTS } from './rate-limit.ts';

const login = RATE_LIMIT_POLICIES.login;

/** A login-like route: limited per client and per `account` query. */
const routes = new Hono<AppEnv>().post('/login', async (c) => {
  await c.get('rateLimits').login.consume(c, c.req.query('account'));
  return ok(c, null);
});

const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${i % 250}` });

describe('rate limits behind no proxy (TRUST_PROXY=0)', () => {
  let ctx: TestContext;
  let probe: ProbeServer;
  /** Every request counts for this one client, whatever its account or answer. */
  let clientAttempts = 0;
  const attempt = (options: Parameters<ProbeServer['request']>[2]) => {
    clientAttempts += 1;
    return probe.request('POST', '/login', options);
  };
  beforeAll(async () => {
    ctx = await createTestContext();
    probe = await serveProbe(ctx, routes);
  });
  afterAll(async () => {
    await probe?.close();
    await ctx?.close();
  });

  it('limits an account, then answers 429 in the envelope with Retry-After', async () => {
    for (let i = 0; i < login.byAccount.points; i += 1) {
      expect((await attempt({ query: { account: 'shop1:01711111111' } })).status).toBe(200);
    }
    const res = await attempt({ query: { account: 'shop1:01711111111' } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: 429, message: TOO_MANY_ATTEMPTS });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(login.byAccount.windowSeconds);
    // Another account is still fine from this client.
    expect((await attempt({ query: { account: 'shop1:01722222222' } })).status).toBe(200);
  });

  it('limits a client address however it spoofs X-Forwarded-For', async () => {
    while (clientAttempts < login.byClient.points) {
      const i = clientAttempts;
      expect((await attempt({ query: { account: `acct-${i}` }, headers: spoofed(i) })).status).toBe(200);
    }
    const res = await attempt({ query: { account: 'fresh' }, headers: spoofed(999) });
    expect(res.status).toBe(429);
  });
});

describe('rate limits behind one proxy (TRUST_PROXY=1)', () => {
  let ctx: TestContext;
  let probe: ProbeServer;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: '1' } });
    probe = await serveProbe(ctx, routes);
  });
  afterAll(async () => {
    await probe?.close();
    await ctx?.close();
  });

  it('counts the address the proxy appended, not what the client wrote before it', async () => {
    // The proxy appends the real client (192.0.2.7); the client prepends made-up addresses.
    for (let i = 0; i < login.byClient.points; i += 1) {
      const headers = { 'x-forwarded-for': `10.${i}.0.1, 192.0.2.7` };
      expect((await probe.request('POST', '/login', { query: { account: `a${i}` }, headers })).status).toBe(200);
    }
    const blocked = await probe.request('POST', '/login', {
      query: { account: 'b' },
      headers: { 'x-forwarded-for': '10.99.0.1, 192.0.2.7' },
    });
    expect(blocked.status).toBe(429);
    // A different real client behind the same proxy is not affected.
    const other = await probe.request('POST', '/login', {
      query: { account: 'c' },
      headers: { 'x-forwarded-for': '192.0.2.8' },
    });
    expect(other.status).toBe(200);
  });
});

/** A route limited like customer registration: per client, per account and per shop (`shop` query). */
const shopRoutes = new Hono<AppEnv>().post('/shop-register', async (c) => {
  await c.get('rateLimits').register.consume(c, c.req.query('account'), Number(c.req.query('shop')));
  return ok(c, null);
});

describe('the per-shop registration limit (behind one proxy)', () => {
  let ctx: TestContext;
  let probe: ProbeServer;
  const register = RATE_LIMIT_POLICIES.register;
  const byShop = register.byShop;
  /** Each call from its own address and for its own account unless told. */
  let n = 0;
  const attempt = (shop: number, options: { address?: string; account?: string } = {}) => {
    n += 1;
    const address = options.address ?? `10.${Math.floor(n / 250)}.${n % 250}.1`;
    return probe.request('POST', '/shop-register', {
      query: { shop, account: options.account ?? `${shop}:${n}` },
      headers: { 'x-forwarded-for': address },
    });
  };
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: '1' } });
    probe = await serveProbe(ctx, shopRoutes);
  });
  afterAll(async () => {
    await probe?.close();
    await ctx?.close();
  });

  /** The shop's budget spent by attempts from new addresses and accounts, sent together. */
  const spend = async (shop: number, count = byShop.points) => {
    const answers = await Promise.all(Array.from({ length: count }, () => attempt(shop)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: count }, () => 200));
  };

  it("refuses a shop's attempts from many addresses and accounts once its budget is spent, and no other shop's", async () => {
    await spend(7);
    const flooded = await attempt(7);
    expect(flooded.status).toBe(429);
    expect(flooded.body).toEqual({ status: 429, message: TOO_MANY_ATTEMPTS });
    expect(Number(flooded.headers.get('retry-after'))).toBeLessThanOrEqual(byShop.windowSeconds);
    expect((await attempt(8)).status).toBe(200);
  });

  it('counts for the shop only attempts the address and account limits let through', async () => {
    const account = 'spent-account';
    await Promise.all(Array.from({ length: register.byAccount.points }, (_, i) => attempt(20 + i, { account })));
    for (let i = 0; i < 3; i += 1) expect((await attempt(10, { account })).status).toBe(429);
    await spend(10);
  });

  it('refuses a spent shop before counting the address, so the flood spends nothing else', async () => {
    await spend(11);
    const address = '192.0.2.60';
    for (let i = 0; i < register.byClient.points + 10; i += 1)
      expect((await attempt(11, { address })).status).toBe(429);
    expect((await attempt(12, { address })).status).toBe(200);
  });
});

describe('resolveClientAddress', () => {
  it('uses the socket unless proxies are trusted, then counts hops from the right', () => {
    expect(resolveClientAddress('::ffff:127.0.0.1', '1.1.1.1', 0)).toBe('127.0.0.1');
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 2.2.2.2', 1)).toBe('2.2.2.2');
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 2.2.2.2', 2)).toBe('1.1.1.1');
    expect(resolveClientAddress('10.0.0.2', '2.2.2.2', 5)).toBe('2.2.2.2');
    expect(resolveClientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });
});
