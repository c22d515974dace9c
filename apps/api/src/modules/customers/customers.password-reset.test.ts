import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerSessionSchema, type CustomerSession } from '@haat/domain/schemas';
import { customerSessions, oneTimeCodes } from '../../platform/db/schema.ts';
import { lastSmsTo } from '../../integrations/sms/log-sms.ts';
import type { SmsSender } from '../../integrations/sms/sms.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { HASHING_TIMEOUT_MS } from '../../../test/timeouts.ts';
import { createCustomer, createShop, FIXTURE_PASSWORD, uniqueMobile } from '../../../test/fixtures.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { OTP_WRONG_ID, RESET_CODE_SENT, WRONG_RESET_CODE } from './customers.auth.service.ts';
import { codeInText } from '../dev-sms/dev-sms.dev.routes.ts';
import { OTP_MAX_ATTEMPTS } from '../../platform/auth/one-time-codes.ts';

let ctx: TestContext;
let shop: ShopRow;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
  shop = await createShop(ctx, { name: 'Rupali Bazar' });
});
afterAll(async () => {
  await ctx?.close();
});

const NEW_PASSWORD = 'newpass42';

const forgot = (body: unknown, context = ctx) => context.request('POST', '/api/shop/auth/forgot-password', { body });
const reset = (body: unknown) => ctx.request<CustomerSession>('POST', '/api/shop/auth/reset-password', { body });
const resetBody = (mobile: string, otp: string, overrides: Record<string, unknown> = {}) => ({
  shop_id: shop.id,
  mobile,
  otp,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
  ...overrides,
});
const login = (mobile: string, password: string, shopId = shop.id) =>
  ctx.request('POST', '/api/shop/auth/login', { body: { shop_id: shopId, mobile, password } });

/** Asks for a code and reads it from the development SMS sender. */
async function requestCode(mobile: string, shopId = shop.id): Promise<string> {
  const res = await forgot({ shop_id: shopId, mobile });
  expect(res.status).toBe(200);
  await ctx.jobsSettled();
  const code = codeInText(lastSmsTo(mobile) ?? '');
  expect(code).toMatch(/^\d{6}$/u);
  return code!;
}

const codeRows = (mobile: string) =>
  ctx.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.shopId, shop.id), eq(oneTimeCodes.mobile, mobile)))
    .orderBy(desc(oneTimeCodes.id));

/** Some 6-digit code other than `code`. */
const another = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const expectWrongCode = (res: Awaited<ReturnType<typeof reset>>) => {
  expect(res.status).toBe(422);
  expect(res.body).toEqual({ status: 422, message: WRONG_RESET_CODE, errors: { otp: [OTP_WRONG_ID] } });
};

describe('POST /api/shop/auth/forgot-password', () => {
  it('answers the same whether or not the account exists, and texts a code only to an account', async () => {
    const { customer } = await createCustomer(ctx, { shop });
    const nobody = uniqueMobile();
    const known = await forgot({ shop_id: shop.id, mobile: customer.mobile });
    const unknown = await forgot({ shop_id: shop.id, mobile: nobody });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ status: 200, message: RESET_CODE_SENT, data: null });

    await ctx.jobsSettled();
    expect(lastSmsTo(nobody)).toBeUndefined();
    expect(await codeRows(nobody)).toEqual([]);
    await ctx.jobsSettled();
    const text = lastSmsTo(customer.mobile)!;
    expect(text).toContain('Rupali Bazar');
    expect(text).toContain('১০ মিনিট বৈধ');
  });

  it('stores the code only as a hash, valid for 10 minutes', async () => {
    const { customer } = await createCustomer(ctx, { shop });
    const before = Date.now();
    const code = await requestCode(customer.mobile);
    const [row] = await codeRows(customer.mobile);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/u);
    expect(row!.codeHash).not.toContain(code);
    expect(row!).toMatchObject({ purpose: 'password_reset', attempts: 0, usedAt: null });
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(9.9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('is 422 for a bad mobile and 404 for an unknown shop', async () => {
    const bad = await forgot({ shop_id: shop.id, mobile: '0171234' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ mobile: ['validation.mobile_digits'] });
    expect((await forgot({ mobile: '01712345678' })).body.errors).toEqual({ shop_id: ['validation.required'] });
    expect((await forgot({ shop_id: 987_654, mobile: uniqueMobile() })).status).toBe(404);
  });
});

describe('POST /api/shop/auth/reset-password', () => {
  it(
    'sets the new password, ends every earlier session and signs in anew',
    async () => {
      const { customer, token: oldToken } = await createCustomer(ctx, { shop });
      const code = await requestCode(customer.mobile);
      const res = await reset(resetBody(customer.mobile, code));
      expect(res.status).toBe(200);
      const session = v.parse(customerSessionSchema, res.body.data);
      expect(session.customer).toMatchObject({ id: customer.id, mobile: customer.mobile });

      expect((await ctx.request('GET', '/api/shop/customer/me', { token: oldToken })).status).toBe(401);
      expect((await ctx.request('GET', '/api/shop/customer/me', { token: session.token })).status).toBe(200);
      const sessions = await ctx.db.select().from(customerSessions).where(eq(customerSessions.customerId, customer.id));
      expect(sessions).toHaveLength(1);
      expect((await login(customer.mobile, FIXTURE_PASSWORD)).status).toBe(401);
      expect((await login(customer.mobile, NEW_PASSWORD)).status).toBe(200);

      // Single use.
      expectWrongCode(
        await reset(resetBody(customer.mobile, code, { password: 'another1', password_confirmation: 'another1' })),
      );
      const [row] = await codeRows(customer.mobile);
      expect(row!.usedAt).toBeInstanceOf(Date);
    },
    HASHING_TIMEOUT_MS,
  );

  it('refuses a wrong code, and after 5 tries refuses the right one too', async () => {
    const { customer } = await createCustomer(ctx, { shop });
    const code = await requestCode(customer.mobile);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1)
      expectWrongCode(await reset(resetBody(customer.mobile, another(code))));
    const [row] = await codeRows(customer.mobile);
    expect(row!.attempts).toBe(OTP_MAX_ATTEMPTS);
    expectWrongCode(await reset(resetBody(customer.mobile, code)));
    expect((await login(customer.mobile, FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('counts parallel guesses: no more than 5 are checked', async () => {
    const { customer } = await createCustomer(ctx, { shop });
    const code = await requestCode(customer.mobile);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => reset(resetBody(customer.mobile, another(code)))),
    );
    for (const res of guesses) expectWrongCode(res);
    const [row] = await codeRows(customer.mobile);
    expect(row!.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it('accepts the right code after a few wrong ones, written in Bengali digits', async () => {
    const { customer } = await createCustomer(ctx, { shop });
    const code = await requestCode(customer.mobile);
    expectWrongCode(await reset(resetBody(customer.mobile, another(code))));
    const bengali = code.replace(/\d/gu, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
    expect((await reset(resetBody(customer.mobile, bengali))).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { customer } = await createCustomer(ctx, { shop });
    const code = await requestCode(customer.mobile);
    await ctx.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.shopId, shop.id), eq(oneTimeCodes.mobile, customer.mobile)));
    expectWrongCode(await reset(resetBody(customer.mobile, code)));
    expect((await login(customer.mobile, FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('retires the earlier code when a new one is sent', async () => {
    const { customer } = await createCustomer(ctx, { shop });
    let first = await requestCode(customer.mobile);
    let second = await requestCode(customer.mobile);
    // Two random codes may be equal (one in a million); ask again until they differ.
    while (second === first) [first, second] = [second, await requestCode(customer.mobile)];
    expectWrongCode(await reset(resetBody(customer.mobile, first)));
    expect((await reset(resetBody(customer.mobile, second))).status).toBe(200);
  });

  it("does not take another shop's code for the same mobile", async () => {
    const mobile = uniqueMobile();
    const other = await createShop(ctx);
    await createCustomer(ctx, { shop, mobile });
    await createCustomer(ctx, { shop: other, mobile });
    const code = await requestCode(mobile, other.id);
    expectWrongCode(await reset(resetBody(mobile, code)));
  });

  it('gives the same 422 for a mobile without an account', async () => {
    expectWrongCode(await reset(resetBody(uniqueMobile(), '123456')));
  });

  it('is 422 with field messages and 404 for an unknown shop', async () => {
    const mobile = uniqueMobile();
    const bad = await reset(resetBody(mobile, '12a', { password: 'short', password_confirmation: 'other' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      otp: ['validation.otp_invalid'],
      password: ['validation.password_too_short'],
      password_confirmation: ['validation.passwords_mismatch'],
    });
    const mismatch = await reset(resetBody(mobile, '123456', { password_confirmation: 'newpass43' }));
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['validation.passwords_mismatch'] });
    const missing = await reset({ shop_id: shop.id, mobile });
    expect(missing.body.errors).toEqual({
      otp: ['validation.otp_required'],
      password: ['validation.password_required'],
      password_confirmation: ['validation.required'],
    });
    expect((await reset(resetBody(mobile, '123456', { shop_id: 987_654 }))).status).toBe(404);
  });
});

describe('the reset code SMS', () => {
  it('is sent after the code is committed, and a failing gateway changes nothing in the answer', async () => {
    const seen: { to: string; committedRows: number }[] = [];
    let failing = false;
    const sms: SmsSender = {
      async send(to) {
        // Another connection (PostgreSQL) or the same single-connection engine (PGlite): either way
        // the row is visible only once the transaction has committed.
        const rows = await observer.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.mobile, to));
        seen.push({ to, committedRows: rows.length });
        if (failing) throw new Error('gateway down');
      },
    };
    const observer = await createTestContext({ deps: { sms, rateLimits: unreachableRateLimits() } });
    try {
      const otherShop = await createShop(observer);
      const { customer } = await createCustomer(observer, { shop: otherShop });
      const ok = await forgot({ shop_id: otherShop.id, mobile: customer.mobile }, observer);
      expect(ok.status).toBe(200);
      await vi.waitFor(() => expect(seen).toEqual([{ to: customer.mobile, committedRows: 1 }]));

      failing = true;
      const failed = await forgot({ shop_id: otherShop.id, mobile: customer.mobile }, observer);
      expect(failed.status).toBe(200);
      expect(failed.body).toEqual(ok.body);
      await vi.waitFor(() => expect(seen).toHaveLength(2));
    } finally {
      await observer.close();
    }
  });

  it('is not waited for: a gateway that has not answered yet does not hold the answer', async () => {
    // A slow gateway would otherwise tell who has an account by the answer's timing.
    let release!: () => void;
    const gatewayAnswer = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const sms: SmsSender = {
      send(to) {
        sent.push(to);
        return gatewayAnswer;
      },
    };
    const observer = await createTestContext({ deps: { sms, rateLimits: unreachableRateLimits() } });
    try {
      const otherShop = await createShop(observer);
      const { customer } = await createCustomer(observer, { shop: otherShop });
      const res = await forgot({ shop_id: otherShop.id, mobile: customer.mobile }, observer);
      expect(res.body).toEqual({ status: 200, message: RESET_CODE_SENT, data: null });
      // The answer came while the gateway still holds the message its job handed it.
      await vi.waitFor(() => expect(sent).toEqual([customer.mobile]));
    } finally {
      release();
      await observer.close();
    }
  });
});
