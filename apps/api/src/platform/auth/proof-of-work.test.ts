/**
 * Proof of work before a code SMS is spent (issue 33, decision 192), over HTTP: every request that sends a code
 * refuses a missing, wrong, expired or used solution with 422 `validation.pow_failed` before any SMS or budget is
 * spent, and accepts a solution of a challenge from `GET /auth/challenge` once.
 */
import type { Challenge } from 'altcha-lib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createShop, insertOwner, uniqueMobile } from '../../../test/fixtures.ts';
import { solvedPayload, solvedPow } from '../../../test/proof-of-work.ts';
import { smsDailyCounts } from '../db/schema.ts';
import { purgeExpired } from '../jobs/purge.ts';
import { POW_CHALLENGE_SECONDS, POW_FAILED_ID } from './proof-of-work.ts';

/** What reached the gateway. */
const sent: { to: string; text: string }[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    deps: {
      sms: {
        async send(to, text) {
          sent.push({ to, text });
        },
      },
    },
  });
});
afterAll(async () => {
  await ctx?.close();
});

/** SMS sent and budget points counted so far. */
async function spent(): Promise<{ sms: number; budget: number }> {
  await ctx.jobsSettled();
  const [row] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${smsDailyCounts.count}), 0)::int` })
    .from(smsDailyCounts);
  return { sms: sent.length, budget: Number(row?.total ?? 0) };
}

const refused = { status: 422, errors: { altcha: [POW_FAILED_ID] } };
const answer = (res: { status: number; body: { errors?: unknown } }) => ({
  status: res.status,
  errors: res.body.errors,
});

/** The six requests that send a code: path and a body for a number that gets one. */
async function codeRequests(): Promise<[string, string, Record<string, unknown>][]> {
  const shop = await createShop(ctx);
  const owner = await insertOwner(ctx, { mobileVerifiedAt: new Date() });
  return [
    ['customer sign-up', '/api/shop/auth/register/code', { shop_id: shop.id, mobile: uniqueMobile() }],
    ['customer reset', '/api/shop/auth/forgot-password', { shop_id: shop.id, mobile: uniqueMobile() }],
    ['checkout', '/api/shop/orders/code', { shop_id: shop.id, mobile: uniqueMobile() }],
    ['tracking', '/api/shop/orders/track/code', { shop_id: shop.id, mobile: uniqueMobile() }],
    ['owner sign-up', '/api/admin/v3/auth/register/code', { mobile: uniqueMobile() }],
    ['owner reset', '/api/admin/v3/auth/forgot-password', { mobile: owner.mobile }],
  ];
}

describe('a request that sends a code SMS takes a proof of work', () => {
  it('refuses each of them without one, and sends nothing', async () => {
    for (const [name, path, body] of await codeRequests()) {
      const before = await spent();
      for (const altcha of [undefined, '', 'not base64 json', Buffer.from('{"a":1}').toString('base64')]) {
        const res = await ctx.request('POST', path, { body: { ...body, altcha } });
        expect({ name, ...answer(res) }).toEqual({ name, ...refused });
      }
      expect(await spent()).toEqual(before);
    }
  });

  it('refuses a wrong solution: another key, changed parameters, or a challenge signed with another secret', async () => {
    const shop = await createShop(ctx);
    const body = { shop_id: shop.id, mobile: uniqueMobile() };
    const good = JSON.parse(Buffer.from(await solvedPow(ctx.config), 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const forged = await solvedPow({ ...ctx.config, proofOfWork: { ...ctx.config.proofOfWork, hmacKey: 'guessed' } });
    const before = await spent();
    for (const altcha of [
      encode({ ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } }),
      encode({ ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 2 } } }),
      forged,
    ]) {
      expect(answer(await ctx.request('POST', '/api/shop/auth/register/code', { body: { ...body, altcha } }))).toEqual(
        refused,
      );
    }
    expect(await spent()).toEqual(before);
  });

  it('refuses an expired solution', async () => {
    const shop = await createShop(ctx);
    const altcha = await solvedPow(ctx.config, new Date(Date.now() - (POW_CHALLENGE_SECONDS + 1) * 1000));
    const before = await spent();
    const res = await ctx.request('POST', '/api/shop/auth/register/code', {
      body: { shop_id: shop.id, mobile: uniqueMobile(), altcha },
    });
    expect(answer(res)).toEqual(refused);
    expect(await spent()).toEqual(before);
  });

  it('accepts a solved challenge of GET /auth/challenge once, on either base', async () => {
    const shop = await createShop(ctx);
    for (const [base, body] of [
      ['/api/shop', { shop_id: shop.id }],
      ['/api/admin/v3', {}],
    ] as const) {
      const challenge = await ctx.request<Challenge>('GET', `${base}/auth/challenge`);
      expect(challenge.status).toBe(200);
      expect(challenge.body.data.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
      const altcha = await solvedPayload(challenge.body.data);
      const before = await spent();
      const first = await ctx.request('POST', `${base}/auth/register/code`, {
        body: { ...body, mobile: uniqueMobile(), altcha },
      });
      expect(first.status).toBe(200);
      expect((await spent()).sms).toBe(before.sms + 1);
      // The same solution for another number: used.
      const again = await ctx.request('POST', `${base}/auth/register/code`, {
        body: { ...body, mobile: uniqueMobile(), altcha },
      });
      expect(answer(again)).toEqual(refused);
      expect((await spent()).sms).toBe(before.sms + 1);
    }
  });

  it('sends each code with a fresh solution', async () => {
    for (const [name, path, body] of await codeRequests()) {
      const res = await ctx.request('POST', path, { body: { ...body, altcha: await solvedPow(ctx.config) } });
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
    }
  });

  it('forgets used solutions once their challenge has expired', async () => {
    const counts = await purgeExpired(ctx.db, new Date(Date.now() + (POW_CHALLENGE_SECONDS + 1) * 1000));
    expect(counts.usedPowChallenges).toBeGreaterThan(0);
  });
});
