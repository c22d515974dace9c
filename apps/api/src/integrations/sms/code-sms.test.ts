/**
 * The platform's SMS sender, attacked: registering numbers that are not yours, many shops sending to
 * one number, a shop's name carrying a phishing text, and owners' codes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import {
  createCustomer,
  createOwner,
  createShop,
  FIXTURE_PASSWORD,
  insertOwner,
  uniqueMobile,
} from '../../../test/fixtures.ts';
import { registerCustomerOverHttp, registerOwnerOverHttp, signUpCode } from '../../../test/sign-up.ts';
import { HASHING_TIMEOUT_MS } from '../../../test/timeouts.ts';
import { customers, owners } from '../../platform/db/schema.ts';
import { codeInText } from '../../modules/dev-sms/dev-sms.dev.routes.ts';
import { createLogger } from '../../platform/observability/logger.ts';
import { budgetCap, SMS_NOT_SENT } from './code-sms.ts';
import { createLogSms, lastSmsTo } from './log-sms.ts';

const logLines: Record<string, unknown>[] = [];
/** What reached the gateway, by number (the log redacts numbers). */
const sent: { to: string; text: string }[] = [];
let ctx: TestContext;
beforeAll(async () => {
  const logger = createLogger('info', (line) => logLines.push(JSON.parse(line) as Record<string, unknown>));
  const logSms = createLogSms(logger);
  ctx = await createTestContext({
    env: { SMS_DAILY_CAP_PER_SHOP: '20', TRUST_PROXY: '1' },
    deps: {
      logger,
      sms: {
        async send(to, text) {
          sent.push({ to, text });
          await logSms.send(to, text);
        },
      },
    },
  });
});
afterAll(async () => {
  await ctx?.close();
});

/** The messages sent to a number, once the jobs that send them have run. */
const smsTo = async (mobile: string) => {
  await ctx.jobsSettled();
  return sent.filter((message) => message.to === mobile);
};
const registerCode = (shopId: number, mobile: string, address = '198.51.100.1') =>
  ctx.request('POST', '/api/shop/auth/register/code', {
    body: { shop_id: shopId, mobile },
    headers: { 'x-forwarded-for': address },
  });
const customerBody = (shopId: number, mobile: string) => ({
  shop_id: shopId,
  name: 'Karim',
  mobile,
  password: 'secret123',
  password_confirmation: 'secret123',
});

describe('customer sign-up proves the number', () => {
  it('the attack: registering a number without the code sent to it is refused and creates nothing', async () => {
    const shop = await createShop(ctx);
    const victim = uniqueMobile();
    const res = await ctx.request('POST', '/api/shop/auth/register', {
      body: { ...customerBody(shop.id, victim), otp: '000000' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ otp: ['validation.otp_wrong'] });
    expect(await ctx.db.$count(customers, eq(customers.mobile, victim))).toBe(0);
  });

  it(
    'the attack: a code sent to one number does not register another',
    async () => {
      const shop = await createShop(ctx);
      const mine = uniqueMobile();
      const victim = uniqueMobile();
      const code = await signUpCode(ctx, '/api/shop/auth/register/code', { shop_id: shop.id, mobile: mine });
      const res = await ctx.request('POST', '/api/shop/auth/register', {
        body: { ...customerBody(shop.id, victim), otp: code },
      });
      expect(res.status).toBe(422);
      expect((await registerCustomerOverHttp(ctx, customerBody(shop.id, mine))).status).toBe(201);
    },
    HASHING_TIMEOUT_MS,
  );

  it('a number that already has an account gets no code, but a text saying so', async () => {
    const shop = await createShop(ctx);
    const { customer } = await createCustomer(ctx, { shop });
    const res = await registerCode(shop.id, customer.mobile);
    expect(res.status).toBe(200);
    const texts = (await smsTo(customer.mobile)).map(({ text }) => text);
    expect(texts).toEqual([expect.stringContaining('অ্যাকাউন্ট আগে থেকেই আছে')]);
    expect(codeInText(texts[0]!)).toBeNull();
  });
});

describe('daily SMS caps', () => {
  it('the attack: many throwaway shops texting one number stop at 5 code SMS a day', async () => {
    const victim = uniqueMobile();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await registerCode((await createShop(ctx)).id, victim, `198.51.100.${10 + i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await smsTo(victim)).toHaveLength(5);
    const refused = await registerCode((await createShop(ctx)).id, victim, '198.51.100.30');
    expect(refused.body.message).toBe(SMS_NOT_SENT);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("a shop's budget: one shop sends at most its share of sign-up codes, with a warning in the log when it is near", async () => {
    const shop = await createShop(ctx);
    const share = budgetCap(20, 'signup');
    const statuses: number[] = [];
    for (let i = 0; i <= share; i += 1)
      statuses.push((await registerCode(shop.id, uniqueMobile(), `198.51.100.${40 + i}`)).status);
    expect(statuses).toEqual([...Array.from({ length: share }, () => 200), 429]);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'sms daily cap nearly spent',
        scope: 'shop',
        budget: 'signup',
        shop_id: shop.id,
        count: Math.ceil(share * 0.8),
        cap: share,
      }),
    );
  });
});

describe('platform-fixed texts', () => {
  it('the attack: a shop name carrying a phone number and a link never reaches the SMS', async () => {
    const shop = await createShop(ctx, { name: '418773 bKash bonus! Call 01711000111 https://evil.example' });
    const { customer } = await createCustomer(ctx, { shop });
    const res = await ctx.request('POST', '/api/shop/auth/forgot-password', {
      body: { shop_id: shop.id, mobile: customer.mobile },
      headers: { 'accept-language': 'en', 'x-forwarded-for': '198.51.100.80' },
    });
    expect(res.status).toBe(200);
    await ctx.jobsSettled();
    const text = lastSmsTo(customer.mobile)!;
    expect(text).toMatch(/^Haat: your password reset code for bKash bonus Call is \d{6}\./u);
    expect(text.match(/\d+/gu)).toEqual([codeInText(text), '10']);
    expect(text).not.toMatch(/https?:|evil|01711000111|418773/u);
  });
});

describe('owners prove their number', () => {
  it('the attack: signing up a shop on someone else’s number without its code is refused', async () => {
    const res = await ctx.request('POST', '/api/admin/v3/auth/register', {
      body: {
        name: 'Owner',
        mobile: uniqueMobile(),
        otp: '000000',
        password: 'shop1234',
        shop_name: 'Mine',
        shop_slug: 'not-my-number',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ otp: ['validation.otp_wrong'] });
  });

  it(
    'signs up with the code and records the number as verified',
    async () => {
      const mobile = uniqueMobile();
      const res = await registerOwnerOverHttp(ctx, {
        name: 'Owner',
        mobile,
        password: 'shop1234',
        shop_name: 'Mine',
        shop_slug: 'proven-number',
      });
      expect(res.status).toBe(201);
      await ctx.jobsSettled();
      expect(lastSmsTo(mobile)).toMatch(/^হাট: আপনার দোকান খোলার কোড \d{6}।/u);
      const [owner] = await ctx.db.select().from(owners).where(eq(owners.mobile, mobile));
      expect(owner?.mobileVerifiedAt).toBeInstanceOf(Date);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    'resets a forgotten password with a code to the verified mobile, ending every session',
    async () => {
      const { owner, shop, token } = await createOwner(ctx);
      await ctx.db.update(owners).set({ mobileVerifiedAt: new Date() }).where(eq(owners.id, owner.id));
      const forgot = await ctx.request('POST', '/api/admin/v3/auth/forgot-password', {
        body: { mobile: owner.mobile },
      });
      expect(forgot.status).toBe(200);
      await ctx.jobsSettled();
      const code = codeInText(lastSmsTo(owner.mobile)!)!;
      const reset = (otp: string) =>
        ctx.request<{ token: string }>('POST', '/api/admin/v3/auth/reset-password', {
          body: { mobile: owner.mobile, otp, password: 'fresh1234', password_confirmation: 'fresh1234' },
        });
      expect((await reset('000000')).status).toBe(422);
      const done = await reset(code);
      expect(done.status).toBe(200);
      expect(
        (await ctx.request('GET', '/api/admin/v3/online-shop', { token, query: { shop_id: shop.id } })).status,
      ).toBe(401);
      expect(
        (
          await ctx.request('GET', '/api/admin/v3/online-shop', {
            token: done.body.data.token,
            query: { shop_id: shop.id },
          })
        ).status,
      ).toBe(200);
      const login = await ctx.request('POST', '/api/admin/v3/auth/login', {
        body: { mobile: owner.mobile, password: FIXTURE_PASSWORD },
      });
      expect(login.status).toBe(401);
    },
    HASHING_TIMEOUT_MS,
  );

  it('answers forgot-password the same for unknown and unverified numbers, and texts neither', async () => {
    const unverified = await insertOwner(ctx);
    const unknown = uniqueMobile();
    const answers = [];
    for (const mobile of [unverified.mobile, unknown]) {
      const res = await ctx.request('POST', '/api/admin/v3/auth/forgot-password', { body: { mobile } });
      answers.push({ status: res.status, message: res.body.message });
      expect(await smsTo(mobile)).toHaveLength(0);
    }
    expect(answers[0]).toEqual(answers[1]);
  });
});
