/**
 * Lockout attacks, over HTTP behind one trusted proxy (each request's address in X-Forwarded-For).
 * The owner's mobile is public: knowing it must not let anyone lock the owner out, nor slow others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTED_CHECK_INTERVAL_MS, SHOP_ALERT_FAILURES } from './login-guard.ts';
import { createTestContext, type TestContext, type TestResponse } from '../../../test/context.ts';
import { createCustomer, createShop, FIXTURE_PASSWORD, insertOwner } from '../../../test/fixtures.ts';
import { HASHING_TIMEOUT_MS } from '../../../test/timeouts.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await ctx?.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const ownerLogin = (mobile: string, password: string, address: string) =>
  ctx.request('POST', '/api/admin/v3/auth/login', { body: { mobile, password }, headers: from(address) });
const customerLogin = (shopId: number, mobile: string, password: string, address: string) =>
  ctx.request('POST', '/api/shop/auth/login', { body: { shop_id: shopId, mobile, password }, headers: from(address) });

/**
 * The bound a login must answer within while a flood runs: 2 s, or three times the same login on a quiet
 * server when this machine is so loaded that one password hash alone takes longer: the flood's hash that
 * holds the slot when it arrives, its own, and the flood's refusals, each counted in the database. Without
 * the guard it waits for every hash of the flood (60 here).
 */
const withinFloodBound = (quietMs: number) => Math.max(2_000, 3 * quietMs);

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await run();
  return { result, ms: Date.now() - started };
}

/** A login that follows 429's Retry-After, as the apps do, until it is answered otherwise or time is up. */
async function persistent(
  login: () => Promise<TestResponse>,
  withinMs: number,
): Promise<{ res: TestResponse; ms: number }> {
  const started = Date.now();
  for (;;) {
    const res = await login();
    if (res.status !== 429 || Date.now() - started > withinMs) return { res, ms: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
}

async function ownerWithShop() {
  const owner = await insertOwner(ctx);
  await createShop(ctx, { ownerId: owner.id });
  return owner;
}

describe('wrong passwords cannot lock the right person out', () => {
  it(
    'the attack: sixty wrong passwords from sixty addresses do not stop the owner logging in within 2 s',
    async () => {
      const owner = await ownerWithShop();
      const home = '198.51.100.10';
      const quiet = await timed(() => ownerLogin(owner.mobile, FIXTURE_PASSWORD, home));
      expect(quiet.result.status).toBe(200);

      const flood = Promise.all(
        Array.from({ length: 60 }, (_, i) => ownerLogin(owner.mobile, `guess${i}x`, `203.0.113.${i + 1}`)),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const real = await timed(() => ownerLogin(owner.mobile, FIXTURE_PASSWORD, home));
      const answers = await flood;

      expect(real.result.status).toBe(200);
      expect(real.ms).toBeLessThan(withinFloodBound(quiet.ms));
      expect(answers.every((res) => res.status === 401 || res.status === 429)).toBe(true);
      // After the flood, the owner on a new device is slowed at most, never locked for minutes.
      const newDevice = await persistent(() => ownerLogin(owner.mobile, FIXTURE_PASSWORD, '198.51.100.77'), 10_000);
      expect(newDevice.res.status).toBe(200);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    'five wrong passwords from one address do not lock the owner out from another address',
    async () => {
      const owner = await ownerWithShop();
      for (let i = 0; i < 5; i += 1)
        expect((await ownerLogin(owner.mobile, 'wrong123', '203.0.113.200')).status).toBe(401);
      const blocked = await ownerLogin(owner.mobile, FIXTURE_PASSWORD, '203.0.113.200');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await ownerLogin(owner.mobile, FIXTURE_PASSWORD, '198.51.100.20')).status).toBe(200);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    'the attack: failed customer logins from many addresses do not block the shop’s other customers',
    async () => {
      const shop = await createShop(ctx);
      const victims = await Promise.all(Array.from({ length: 3 }, () => createCustomer(ctx, { shop })));
      for (let i = 0; i < 25; i += 1) {
        await customerLogin(shop.id, victims[i % 3]!.customer.mobile, `guess${i}x`, `192.0.2.${i + 1}`);
      }
      const other = await createCustomer(ctx, { shop });
      const res = await persistent(
        () => customerLogin(shop.id, other.customer.mobile, FIXTURE_PASSWORD, '198.51.100.30'),
        5_000,
      );
      expect(res.res.status).toBe(200);
      // The victims themselves, from their usual devices, get in too.
      const victim = await persistent(
        () => customerLogin(shop.id, victims[0]!.customer.mobile, FIXTURE_PASSWORD, '198.51.100.31'),
        5_000,
      );
      expect(victim.res.status).toBe(200);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    'the attack: once a shop is on alert, a flood from new addresses gets one password check at a time, then a pause',
    async () => {
      const shop = await createShop(ctx);
      const target = await createCustomer(ctx, { shop });
      // Guesses at numbers of no account put the shop on alert, not any account.
      for (let i = 0; i < SHOP_ALERT_FAILURES; i += 1) {
        expect(
          (await customerLogin(shop.id, `0171900${String(i).padStart(4, '0')}`, `guess${i}p`, `192.0.2.${i + 101}`))
            .status,
        ).toBe(401);
      }
      await new Promise((resolve) => setTimeout(resolve, ALERTED_CHECK_INTERVAL_MS));
      // Ten guesses, each from a new address, answered one after another: one is checked, nine come during the
      // pause after it (at least a second, nine times the check's own time) and are told to retry after it.
      const guesses: TestResponse[] = [];
      for (let i = 0; i < 10; i += 1) {
        guesses.push(await customerLogin(shop.id, target.customer.mobile, `guess${i}q`, `203.0.113.${i + 1}`));
      }
      expect(guesses.filter((answer) => answer.status === 401)).toHaveLength(1);
      const refused = guesses.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(9);
      for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // After the pause the shop's customers are checked again: the right password from a new device gets in.
      const back = await persistent(
        () => customerLogin(shop.id, target.customer.mobile, FIXTURE_PASSWORD, '198.51.100.50'),
        30_000,
      );
      expect(back.res.status).toBe(200);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    'the attack: a flood of guesses on shop A does not hold back a login on shop B',
    async () => {
      const [a, b] = [await createShop(ctx), await createShop(ctx)];
      const target = await createCustomer(ctx, { shop: a });
      const shopper = await createCustomer(ctx, { shop: b });
      expect((await customerLogin(b.id, shopper.customer.mobile, FIXTURE_PASSWORD, '198.51.100.41')).status).toBe(200);
      // Judged by the order of the answers, not by the clock, so a busy machine cannot change the verdict: with the
      // lanes taking turns, shop B's login waits for at most the hashes already running when it came.
      let answered = 0;
      const flood = Array.from({ length: 60 }, async (_, i) => {
        const res = await customerLogin(a.id, target.customer.mobile, `guess${i}y`, `203.0.113.${i + 100}`);
        return { status: res.status, order: (answered += 1) };
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const floodAnsweredBefore = answered;
      // From a device shop B's shopper never used: no head start, only the lanes.
      const res = await customerLogin(b.id, shopper.customer.mobile, FIXTURE_PASSWORD, '198.51.100.40');
      const order = (answered += 1);
      const answers = await Promise.all(flood);
      expect(res.status).toBe(200);
      const hashed = answers.filter((answer) => answer.status === 401);
      const hashedWhileWaiting = hashed.filter((answer) => answer.order > floodAnsweredBefore && answer.order < order);
      expect(hashedWhileWaiting.length).toBeLessThanOrEqual(ctx.config.passwordHashConcurrency + 1);
      // Not a vacuous pass: the flood was still being hashed after shop B's login was answered.
      expect(hashed.filter((answer) => answer.order > order).length).toBeGreaterThan(0);
      // Most of the flood was turned away before the costly hash.
      expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(30);
    },
    HASHING_TIMEOUT_MS,
  );
});
