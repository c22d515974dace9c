/**
 * Issue 33, items 2, 3, 4 and 6: the platform's code SMS turned against a rival shop, a person's
 * account recovery or the whole platform, and `register/code` as an oracle. Each attack over HTTP,
 * as the issue reproduced it, with the budgets of code-sms.ts (decision 191).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  type TestContext,
  type TestContextOptions,
  type TestResponse,
} from '../../../test/context.ts';
import { createCustomer, createShop, insertOwner, uniqueMobile } from '../../../test/fixtures.ts';
import { createOrderingShop, orderBody, placeTestOrder } from '../../../test/order-fixtures.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { HASHING_TIMEOUT_MS } from '../../../test/timeouts.ts';
import { owners, shops } from '../../platform/db/schema.ts';
import { createLogger } from '../../platform/observability/logger.ts';
import { registry } from '../../platform/observability/metrics.ts';
import { codeInText } from '../../modules/dev-sms/dev-sms.dev.routes.ts';
import { budgetCap, SMS_NOT_SENT, SMS_NOT_SENT_ID } from './code-sms.ts';
import { createLogSms } from './log-sms.ts';

/** What reached the gateway, by number. */
const sent: { to: string; text: string }[] = [];
const logLines: Record<string, unknown>[] = [];

async function contextWith(env: Record<string, string>, deps: TestContextOptions['deps'] = {}): Promise<TestContext> {
  const logger = createLogger('info', (line) => logLines.push(JSON.parse(line) as Record<string, unknown>));
  const logSms = createLogSms(logger);
  return createTestContext({
    env: { TRUST_PROXY: '1', ...env },
    deps: {
      ...deps,
      logger,
      sms: {
        async send(to, text) {
          sent.push({ to, text });
          await logSms.send(to, text);
        },
      },
    },
  });
}

/** The texts a number was sent, once the jobs that send them have run. */
async function textsTo(ctx: TestContext, mobile: string): Promise<string[]> {
  await ctx.jobsSettled();
  return sent.filter((message) => message.to === mobile).map((message) => message.text);
}

const post = (ctx: TestContext, path: string, body: Record<string, unknown>, address: string, language = 'bn') =>
  ctx.request('POST', path, {
    body,
    headers: { 'x-forwarded-for': address, 'accept-language': language },
  });

/** What a client sees of an answer: status, message, field errors and whether it says when to retry. */
const seen = (res: TestResponse) => ({
  status: res.status,
  body: res.body,
  retryAfter: res.headers.get('retry-after') === null ? null : 'given',
});

const expectNotSent = (res: TestResponse) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ status: 429, message: SMS_NOT_SENT, errors: { mobile: [SMS_NOT_SENT_ID] } });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
};

describe('issue 33 item 2: a rival shop silenced for the day', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await contextWith({});
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it(
    "520 anonymous register/code requests from 20 ranges leave a real buyer's tracking code, a checkout code and a victim's reset working",
    async () => {
      const target = await createOrderingShop(ctx);
      // A real buyer ordered before the shop asked new numbers for a code at checkout.
      const buyer = uniqueMobile();
      await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]], { mobile: buyer }));
      await ctx.db
        .update(shops)
        .set({ settings: { cod_risk: { rules: { otp_for: ['new'], hold_for_call: [] } } } })
        .where(eq(shops.id, target.shop.id));
      const { customer: victim } = await createCustomer(ctx, { shop: target.shop });

      // The flood: 20 addresses in 20 ranges, 26 made-up numbers each (under every per-address limit).
      const statuses = await Promise.all(
        Array.from({ length: 20 }, async (_, range) => {
          const answers: number[] = [];
          for (let i = 0; i < 26; i += 1) {
            const res = await post(
              ctx,
              '/api/shop/auth/register/code',
              { shop_id: target.shop.id, mobile: uniqueMobile() },
              `203.0.${range}.7`,
            );
            answers.push(res.status);
          }
          return answers;
        }),
      );
      const signupBudget = budgetCap(ctx.config.smsCaps.perShop, 'signup');
      expect(statuses.flat().filter((status) => status === 200)).toHaveLength(signupBudget);
      expect(statuses.flat().filter((status) => status === 429)).toHaveLength(520 - signupBudget);
      // Truthful: the next one says no SMS went out, and when to try again.
      expectNotSent(
        await post(
          ctx,
          '/api/shop/auth/register/code',
          { shop_id: target.shop.id, mobile: uniqueMobile() },
          '192.0.2.2',
        ),
      );

      const tracking = await post(
        ctx,
        '/api/shop/orders/track/code',
        { shop_id: target.shop.id, mobile: buyer },
        '192.0.2.3',
      );
      expect(tracking.status).toBe(200);
      expect((await textsTo(ctx, buyer)).some((text) => /অর্ডার দেখার কোড \d{6}/u.test(text))).toBe(true);

      const newcomer = uniqueMobile();
      const checkout = await post(
        ctx,
        '/api/shop/orders/code',
        { shop_id: target.shop.id, mobile: newcomer },
        '192.0.2.4',
      );
      expect(checkout.status).toBe(200);
      expect(await textsTo(ctx, newcomer)).toEqual([expect.stringMatching(/অর্ডার নিশ্চিত করার কোড \d{6}/u)]);

      const forgot = await post(
        ctx,
        '/api/shop/auth/forgot-password',
        { shop_id: target.shop.id, mobile: victim.mobile },
        '192.0.2.5',
      );
      expect(forgot.status).toBe(200);
      const [resetText] = await textsTo(ctx, victim.mobile);
      const reset = await ctx.request('POST', '/api/shop/auth/reset-password', {
        body: {
          shop_id: target.shop.id,
          mobile: victim.mobile,
          otp: codeInText(resetText!),
          password: 'fresh1234',
          password_confirmation: 'fresh1234',
        },
      });
      expect(reset.status).toBe(200);
    },
    HASHING_TIMEOUT_MS * 4,
  );

  it('the flood from one network range stops at its range limit, whatever the addresses', async () => {
    const shop = await createShop(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const res = await post(
        ctx,
        '/api/shop/auth/register/code',
        { shop_id: shop.id, mobile: uniqueMobile() },
        `198.18.4.${i + 1}`,
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(90);
    expect(statuses.slice(90)).toEqual(Array.from({ length: 10 }, () => 429));
    // Another range is not held back.
    expect(
      (await post(ctx, '/api/shop/auth/register/code', { shop_id: shop.id, mobile: uniqueMobile() }, '198.18.5.1'))
        .status,
    ).toBe(200);
    // IPv6: one /48 is one range.
    const six: number[] = [];
    for (let i = 0; i < 91; i += 1) {
      const res = await post(
        ctx,
        '/api/shop/auth/register/code',
        { shop_id: shop.id, mobile: uniqueMobile() },
        `2001:db8:77:${i.toString(16)}::1`,
      );
      six.push(res.status);
    }
    expect(six.at(-1)).toBe(429);
    expect(six.filter((status) => status === 200)).toHaveLength(90);
  });
});

describe('issue 33 item 3: a person’s account recovery blocked', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The budgets, not the per-address and per-account rate limits, are what these attacks meet.
    ctx = await contextWith({}, { rateLimits: unreachableRateLimits(1) });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it(
    "six anonymous sign-up codes for a victim's number, in six shops, leave their password reset working",
    async () => {
      const home = await createShop(ctx);
      const { customer: victim } = await createCustomer(ctx, { shop: home });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const shop = await createShop(ctx);
        statuses.push(
          (
            await post(
              ctx,
              '/api/shop/auth/register/code',
              { shop_id: shop.id, mobile: victim.mobile },
              `198.51.${i}.9`,
            )
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const forgot = await post(
        ctx,
        '/api/shop/auth/forgot-password',
        { shop_id: home.id, mobile: victim.mobile },
        '198.51.100.9',
        'en',
      );
      expect(forgot.status).toBe(200);
      const texts = await textsTo(ctx, victim.mobile);
      // Five sign-up codes and the reset, sent by jobs in no set order.
      expect(texts).toHaveLength(6);
      expect(texts.filter((text) => /^Haat: your password reset code for .+ is \d{6}\./u.test(text))).toHaveLength(1);
    },
    HASHING_TIMEOUT_MS,
  );

  it('past its number’s reset budget, a known and an unknown number get the same truthful refusal', async () => {
    const shop = await createShop(ctx);
    const { customer } = await createCustomer(ctx, { shop });
    const unknown = uniqueMobile();
    const answers = async (mobile: string) => {
      const all: TestResponse[] = [];
      for (let i = 0; i < ctx.config.smsCaps.perNumber + 1; i += 1)
        all.push(await post(ctx, '/api/shop/auth/forgot-password', { shop_id: shop.id, mobile }, `198.51.${40 + i}.1`));
      return all;
    };
    const known = await answers(customer.mobile);
    const other = await answers(unknown);
    expect(known.map(seen)).toEqual(other.map(seen));
    expectNotSent(known.at(-1)!);
    expect(await textsTo(ctx, customer.mobile)).toHaveLength(ctx.config.smsCaps.perNumber);
    expect(await textsTo(ctx, unknown)).toHaveLength(0);
  });
});

describe('issue 33 item 4: the whole platform’s codes stopped', () => {
  let ctx: TestContext;
  const platformCap = 20;
  beforeAll(async () => {
    ctx = await contextWith({ SMS_DAILY_CAP_PLATFORM: String(platformCap) });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('owner sign-up codes to random numbers spend only their share: the platform cap is reached only with legitimate codes', async () => {
    const signupShare = budgetCap(platformCap, 'signup');
    const statuses: number[] = [];
    for (let i = 0; i < signupShare + 2; i += 1) {
      statuses.push(
        (await post(ctx, '/api/admin/v3/auth/register/code', { mobile: uniqueMobile() }, `100.64.${i}.1`)).status,
      );
    }
    expect(statuses).toEqual([...Array.from({ length: signupShare }, () => 200), 429, 429]);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'sms daily cap nearly spent',
        scope: 'platform',
        budget: 'signup',
        count: Math.ceil(signupShare * 0.8),
        cap: signupShare,
      }),
    );
    const metrics = await registry.getSingleMetricAsString('haat_sms_code_budget_spent_ratio');
    expect(metrics).toContain('haat_sms_code_budget_spent_ratio{budget="signup"} 1');

    // An owner's reset and a shop's tracking code still go out.
    const owner = await insertOwner(ctx, { mobileVerifiedAt: new Date() });
    expect(
      (await post(ctx, '/api/admin/v3/auth/forgot-password', { mobile: owner.mobile }, '100.64.200.1')).status,
    ).toBe(200);
    expect(await textsTo(ctx, owner.mobile)).toEqual([expect.stringMatching(/পাসওয়ার্ড রিসেটের কোড \d{6}/u)]);
    const target = await createOrderingShop(ctx);
    const order = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]]));
    const tracking = await post(
      ctx,
      '/api/shop/orders/track/code',
      { shop_id: target.shop.id, mobile: order.mobile },
      '100.64.201.1',
    );
    expect(tracking.status).toBe(200);
    expect((await textsTo(ctx, order.mobile)).some((text) => /অর্ডার দেখার কোড \d{6}/u.test(text))).toBe(true);
  });
});

describe('issue 33 item 6: no oracle in register/code', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await contextWith({});
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a customer’s number and a new one get the same answer; the customer reads that they have an account', async () => {
    const shop = await createShop(ctx, { name: 'Boighor' });
    const { customer } = await createCustomer(ctx, { shop });
    const fresh = uniqueMobile();
    const known = await post(
      ctx,
      '/api/shop/auth/register/code',
      { shop_id: shop.id, mobile: customer.mobile },
      '198.51.100.70',
      'en',
    );
    const unknown = await post(
      ctx,
      '/api/shop/auth/register/code',
      { shop_id: shop.id, mobile: fresh },
      '198.51.100.71',
      'en',
    );
    expect(known.status).toBe(200);
    expect(seen(known)).toEqual(seen(unknown));
    expect(await textsTo(ctx, customer.mobile)).toEqual([
      'Haat: you already have an account at Boighor with this number. Sign in, or reset your password if you forgot it.',
    ]);
    expect(await textsTo(ctx, fresh)).toEqual([
      expect.stringMatching(/^Haat: your sign-up code for Boighor is \d{6}\./u),
    ]);
  });

  it('an owner’s number and a new one get the same answer; the owner reads it in Bengali', async () => {
    const owner = await insertOwner(ctx);
    const fresh = uniqueMobile();
    const known = await post(ctx, '/api/admin/v3/auth/register/code', { mobile: owner.mobile }, '198.51.100.72');
    const unknown = await post(ctx, '/api/admin/v3/auth/register/code', { mobile: fresh }, '198.51.100.73');
    expect(known.status).toBe(200);
    expect(seen(known)).toEqual(seen(unknown));
    expect(await textsTo(ctx, owner.mobile)).toEqual([
      'হাট: এই নম্বরে আপনার দোকানের অ্যাকাউন্ট আগে থেকেই আছে। লগইন করুন; পাসওয়ার্ড ভুলে গেলে রিসেট করুন।',
    ]);
    expect(await ctx.db.$count(owners, eq(owners.mobile, fresh))).toBe(0);
  });
});
