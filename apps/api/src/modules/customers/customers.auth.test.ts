import { registerCustomerOverHttp, signUpCode } from '../../../test/sign-up.ts';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema, customerSessionSchema, type CustomerSession } from '@haat/domain/schemas';
import { customers, customerSessions } from '../../platform/db/schema.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { HASHING_TIMEOUT_MS } from '../../../test/timeouts.ts';
import { createCustomer, createOwner, createShop, FIXTURE_PASSWORD, uniqueMobile } from '../../../test/fixtures.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { lastSmsTo } from '../../integrations/sms/log-sms.ts';
import { INVALID_LOGIN, OTP_WRONG_ID } from './customers.auth.service.ts';

let ctx: TestContext;
let shop: ShopRow;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const registerBody = (overrides: Record<string, unknown> = {}) => ({
  shop_id: shop.id,
  name: 'Karim Ahmed',
  mobile: uniqueMobile(),
  email: 'karim@example.com',
  password: 'secret123',
  password_confirmation: 'secret123',
  ...overrides,
});

const register = (body: Record<string, unknown>) => registerCustomerOverHttp<CustomerSession>(ctx, body);
const login = (body: unknown) => ctx.request<CustomerSession>('POST', '/api/shop/auth/login', { body });
const me = (token: string) => ctx.request('GET', '/api/shop/customer/me', { token });

async function customersWithMobile(shopId: number, mobile: string): Promise<number> {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.mobile, mobile)));
  return row!.total;
}

describe('POST /api/shop/auth/register', () => {
  it('creates the account and answers 201 with a working token and the customer', async () => {
    const body = registerBody();
    const res = await register(body);
    expect(res.status).toBe(201);
    const session = v.parse(customerSessionSchema, res.body.data);
    expect(session.customer).toEqual({
      id: expect.any(Number),
      shop_id: shop.id,
      name: 'Karim Ahmed',
      mobile: body.mobile,
      email: 'karim@example.com',
      created_at: expect.any(String),
    });
    const mine = await me(session.token);
    expect(mine.status).toBe(200);
    expect(v.parse(customerSchema, mine.body.data)).toEqual(session.customer);
  });

  it('stores a scrypt hash, never the password, and normalises the mobile and email', async () => {
    const res = await register(registerBody({ mobile: '+880 1812-345678', email: '  ' }));
    expect(res.status).toBe(201);
    expect(res.body.data.customer).toMatchObject({ mobile: '01812345678', email: null });
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, res.body.data.customer.id));
    expect(row!.passwordHash).toMatch(/^\$scrypt\$/u);
    expect(row!.passwordHash).not.toContain('secret123');
  });

  it('sends no code to a mobile with an account in the shop, however it is written, so registering it again is refused', async () => {
    const first = await register(registerBody({ mobile: '01912345670' }));
    expect(first.status).toBe(201);
    const again = await register(registerBody({ mobile: '+8801912345670', name: 'Someone Else' }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ otp: [OTP_WRONG_ID] });
    expect(lastSmsTo('01912345670')).toContain('অ্যাকাউন্ট আগে থেকেই আছে');
    expect(await customersWithMobile(shop.id, '01912345670')).toBe(1);
  });

  it('lets the same mobile have an account in another shop', async () => {
    const mobile = uniqueMobile();
    expect((await register(registerBody({ mobile }))).status).toBe(201);
    const other = await createShop(ctx);
    const res = await register(registerBody({ mobile, shop_id: other.id }));
    expect(res.status).toBe(201);
    expect(res.body.data.customer.shop_id).toBe(other.id);
  });

  it(
    'gives one 201 and a refusal to the rest when the same mobile registers in parallel with its code',
    async () => {
      const mobile = uniqueMobile();
      const otp = await signUpCode(ctx, '/api/shop/auth/register/code', { shop_id: shop.id, mobile });
      const answers = await Promise.all(Array.from({ length: 8 }, () => register(registerBody({ mobile, otp }))));
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses[0]).toBe(201);
      expect(statuses.slice(1).every((status) => status === 409 || status === 422)).toBe(true);
      expect(await customersWithMobile(shop.id, mobile)).toBe(1);
    },
    HASHING_TIMEOUT_MS,
  );

  it('is 422 with a message id per field', async () => {
    const res = await register({
      shop_id: 'one',
      name: ' ',
      mobile: '12345',
      email: 'not-an-email',
      password: 'abc',
      password_confirmation: 'abc',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      shop_id: ['validation.invalid_number'],
      name: ['validation.name_required'],
      mobile: ['validation.mobile_digits'],
      email: ['validation.email_invalid'],
      password: ['validation.password_too_short'],
    });
    const mismatch = await register(registerBody({ password_confirmation: 'secret124' }));
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['validation.passwords_mismatch'] });
    const weak = await register(
      registerBody({ password: 'onlyletters', password_confirmation: 'onlyletters', mobile: '01312345678' }),
    );
    expect(weak.body.errors).toEqual({ password: ['validation.password_letters_numbers'] });
    const empty = await register({});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      shop_id: ['validation.required'],
      name: ['validation.name_required'],
      mobile: ['validation.mobile_required'],
      password: ['validation.password_required'],
      password_confirmation: ['validation.required'],
    });
  });

  it('is 404 for an unknown shop and creates nothing', async () => {
    const body = registerBody({ shop_id: 987_654 });
    const res = await register(body);
    expect(res.status).toBe(404);
    expect(await customersWithMobile(987_654, body.mobile)).toBe(0);
  });
});

describe('POST /api/shop/auth/login', () => {
  it('signs in with the right password: a new session each time', async () => {
    const { customer } = await createCustomer(ctx, { shop });
    const res = await login({ shop_id: shop.id, mobile: customer.mobile, password: FIXTURE_PASSWORD });
    expect(res.status).toBe(200);
    const session = v.parse(customerSessionSchema, res.body.data);
    expect(session.customer).toMatchObject({ id: customer.id, shop_id: shop.id, mobile: customer.mobile });
    expect((await me(session.token)).status).toBe(200);
    const [sessions] = await ctx.db
      .select({ total: count() })
      .from(customerSessions)
      .where(eq(customerSessions.customerId, customer.id));
    expect(sessions!.total).toBe(2);
  });

  it('accepts the mobile in any written form', async () => {
    const { customer } = await createCustomer(ctx, { shop, mobile: '01555123456' });
    const res = await login({ shop_id: shop.id, mobile: '+880 1555-123456', password: FIXTURE_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.customer.id).toBe(customer.id);
  });

  it('gives the same 401 for a wrong password, an unknown mobile and another shop’s account', async () => {
    const { customer } = await createCustomer(ctx, { shop });
    const other = await createShop(ctx);
    const answers = await Promise.all([
      login({ shop_id: shop.id, mobile: customer.mobile, password: 'wrong123' }),
      login({ shop_id: shop.id, mobile: uniqueMobile(), password: FIXTURE_PASSWORD }),
      login({ shop_id: other.id, mobile: customer.mobile, password: FIXTURE_PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, message: INVALID_LOGIN });
    }
  });

  it(
    'takes about as long for an unknown mobile as for a wrong password (a dummy hash is checked)',
    async () => {
      const { customer } = await createCustomer(ctx, { shop });
      const timed = async (mobile: string) => {
        const started = performance.now();
        const res = await login({ shop_id: shop.id, mobile, password: 'wrong123' });
        expect(res.status).toBe(401);
        return performance.now() - started;
      };
      await timed(uniqueMobile()); // the dummy hash is made on first use
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        known.push(await timed(customer.mobile));
        unknown.push(await timed(uniqueMobile()));
      }
      const ratio = median(unknown) / median(known);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    },
    HASHING_TIMEOUT_MS,
  );

  it('upgrades a hash made with older parameters after a successful login', async () => {
    const { customer } = await createCustomer(ctx, { shop });
    // A hash at N=2^14, as an older version might have stored.
    const current = await hashPassword(FIXTURE_PASSWORD);
    const [salt] = current.split('$').slice(-2);
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync(FIXTURE_PASSWORD, Buffer.from(salt!, 'base64url'), 32, { N: 2 ** 14, r: 8, p: 1 });
    const old = `$scrypt$v=1$ln=14,r=8,p=1$${salt}$${key.toString('base64url')}`;
    await ctx.db.update(customers).set({ passwordHash: old }).where(eq(customers.id, customer.id));
    expect((await login({ shop_id: shop.id, mobile: customer.mobile, password: FIXTURE_PASSWORD })).status).toBe(200);
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.passwordHash).toMatch(/^\$scrypt\$v=1\$ln=17,/u);
    expect((await login({ shop_id: shop.id, mobile: customer.mobile, password: FIXTURE_PASSWORD })).status).toBe(200);
  });

  it('is 422 with field messages and 404 for an unknown shop', async () => {
    const bad = await login({ shop_id: 0, mobile: '0171', password: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      shop_id: ['validation.invalid_number'],
      mobile: ['validation.mobile_digits'],
      password: ['validation.password_required'],
    });
    const unknownShop = await login({ shop_id: 987_654, mobile: uniqueMobile(), password: 'secret123' });
    expect(unknownShop.status).toBe(404);
  });
});

describe('POST /api/shop/auth/logout', () => {
  it('ends this session only', async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    const second = await login({ shop_id: shop.id, mobile: customer.mobile, password: FIXTURE_PASSWORD });
    const res = await ctx.request('POST', '/api/shop/auth/logout', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, data: null });
    expect((await me(token)).status).toBe(401);
    expect((await me(second.body.data.token)).status).toBe(200);
    expect((await ctx.request('POST', '/api/shop/auth/logout', { token })).status).toBe(401);
  });

  it('is 401 without a token, with an unknown one or with an admin token', async () => {
    expect((await ctx.request('POST', '/api/shop/auth/logout')).status).toBe(401);
    expect((await ctx.request('POST', '/api/shop/auth/logout', { token: 'made-up' })).status).toBe(401);
    const { token } = await createOwner(ctx, { shop });
    const res = await ctx.request('POST', '/api/shop/auth/logout', { token });
    expect(res.status).toBe(401);
  });
});
