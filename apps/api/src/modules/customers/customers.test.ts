import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema, type Customer, type CustomerSession } from '@haat/domain/schemas';
import { addresses, customers, customerSessions, messages, reviews, wishlistItems } from '../../platform/db/schema.ts';
import { CUSTOMER_SESSION_EXPIRED } from '../../platform/auth/customer-session.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { HASHING_TIMEOUT_MS } from '../../../test/timeouts.ts';
import { createCustomer, createOwner, createShop, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { CURRENT_PASSWORD_WRONG_ID } from './customers.service.ts';

let ctx: TestContext;
let shop: ShopRow;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** Every customer route, with a body it would accept. */
const CUSTOMER_ROUTES: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/shop/customer/me'],
  ['PUT', '/api/shop/customer/me', { name: 'New Name' }],
  [
    'PUT',
    '/api/shop/customer/password',
    { current_password: FIXTURE_PASSWORD, password: 'newpass1', password_confirmation: 'newpass1' },
  ],
  ['GET', '/api/shop/customer/addresses'],
  ['POST', '/api/shop/customer/addresses', { name: 'Home', mobile: '01711111111', address: 'House 1, Road 2' }],
  ['PUT', '/api/shop/customer/addresses/1', { name: 'Home', mobile: '01711111111', address: 'House 1, Road 2' }],
  ['DELETE', '/api/shop/customer/addresses/1'],
  ['GET', '/api/shop/customer/orders'],
  ['GET', '/api/shop/customer/wishlist'],
  ['PUT', '/api/shop/customer/wishlist/1'],
  ['DELETE', '/api/shop/customer/wishlist/1'],
  ['POST', '/api/shop/customer/wishlist/sync', { product_ids: [1] }],
  ['GET', '/api/shop/customer/reviews'],
  ['POST', '/api/shop/customer/reviews', { product_id: 1, rating: 5, comment: 'Good' }],
  ['GET', '/api/shop/customer/messages'],
  ['POST', '/api/shop/customer/messages', { body: 'Hello' }],
  ['GET', '/api/shop/customer/notifications'],
];

async function tenantRowCounts() {
  const tables = [customers, customerSessions, addresses, wishlistItems, reviews, messages];
  const counts = await Promise.all(tables.map((table) => ctx.db.select({ total: count() }).from(table)));
  return counts.map(([row]) => row!.total);
}

describe('customer routes refuse a missing, unknown, admin or other-shop token with 401', () => {
  it.each(CUSTOMER_ROUTES)('%s %s', async (method, path, body) => {
    const other = await createShop(ctx);
    const { token } = await createCustomer(ctx, { shop });
    const admin = await createOwner(ctx, { shop });
    const before = await tenantRowCounts();
    const attempts = [
      await ctx.request(method, path, { body }),
      await ctx.request(method, path, { body, token: 'made-up-token' }),
      await ctx.request(method, path, { body, token: admin.token }),
      // This shop's token presented at another shop.
      await ctx.request(method, path, { body, token, query: { shop_id: other.id } }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, message: CUSTOMER_SESSION_EXPIRED });
    }
    expect(await tenantRowCounts()).toEqual(before);
  });
});

describe('GET /api/shop/customer/me', () => {
  it("answers the token's customer at the token's shop, with or without a matching shop_id", async () => {
    const { customer, token } = await createCustomer(ctx, { shop, email: 'me@example.com' });
    const res = await ctx.request<Customer>('GET', '/api/shop/customer/me', { token });
    expect(res.status).toBe(200);
    expect(v.parse(customerSchema, res.body.data)).toEqual({
      id: customer.id,
      shop_id: shop.id,
      name: customer.name,
      mobile: customer.mobile,
      email: 'me@example.com',
      created_at: customer.createdAt.toISOString(),
    });
    const withShop = await ctx.request('GET', '/api/shop/customer/me', { token, query: { shop_id: shop.id } });
    expect(withShop.body.data).toEqual(res.body.data);
  });

  it('is 422 for a malformed shop_id and 401 once the session has expired', async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    const bad = await ctx.request('GET', '/api/shop/customer/me', { token, query: { shop_id: 'abc' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ shop_id: ['validation.invalid_number'] });
    await ctx.db
      .update(customerSessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(customerSessions.customerId, customer.id));
    expect((await ctx.request('GET', '/api/shop/customer/me', { token })).status).toBe(401);
  });
});

describe('PUT /api/shop/customer/me', () => {
  it('changes name and email; a blank or missing email clears it', async () => {
    const { customer, token } = await createCustomer(ctx, { shop, email: 'old@example.com' });
    const res = await ctx.request<Customer>('PUT', '/api/shop/customer/me', {
      token,
      body: { name: '  রহিম উদ্দিন ', email: 'new@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: customer.id,
      name: 'রহিম উদ্দিন',
      email: 'new@example.com',
      mobile: customer.mobile,
    });
    const cleared = await ctx.request<Customer>('PUT', '/api/shop/customer/me', {
      token,
      body: { name: 'Rahim', email: '' },
    });
    expect(cleared.body.data.email).toBeNull();
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ name: 'Rahim', email: null });
  });

  it('is 422 with field messages and changes nothing', async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    const res = await ctx.request('PUT', '/api/shop/customer/me', {
      token,
      body: { name: 'x'.repeat(50), email: 'nope' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: ['validation.name_too_long'], email: ['validation.email_invalid'] });
    expect((await ctx.request('PUT', '/api/shop/customer/me', { token, body: {} })).body.errors).toEqual({
      name: ['validation.name_required'],
    });
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.name).toBe(customer.name);
  });
});

describe('PUT /api/shop/customer/password', () => {
  it(
    'changes the password and ends the other sessions, keeping this one',
    async () => {
      const { customer, token } = await createCustomer(ctx, { shop });
      const other = await createCustomer(ctx, { shop, mobile: customer.mobile.replace(/^017/u, '019') });
      const login = (password: string) =>
        ctx.request<CustomerSession>('POST', '/api/shop/auth/login', {
          body: { shop_id: shop.id, mobile: customer.mobile, password },
        });
      const second = await login(FIXTURE_PASSWORD);
      const res = await ctx.request('PUT', '/api/shop/customer/password', {
        token,
        body: { current_password: FIXTURE_PASSWORD, password: 'changed42', password_confirmation: 'changed42' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 200, data: null });
      expect((await ctx.request('GET', '/api/shop/customer/me', { token })).status).toBe(200);
      expect((await ctx.request('GET', '/api/shop/customer/me', { token: second.body.data.token })).status).toBe(401);
      expect((await login(FIXTURE_PASSWORD)).status).toBe(401);
      expect((await login('changed42')).status).toBe(200);
      // Another customer is untouched.
      expect((await ctx.request('GET', '/api/shop/customer/me', { token: other.token })).status).toBe(200);
    },
    HASHING_TIMEOUT_MS,
  );

  it('is 422 on current_password when it is wrong, and changes nothing', async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    const res = await ctx.request('PUT', '/api/shop/customer/password', {
      token,
      body: { current_password: 'wrong123', password: 'changed42', password_confirmation: 'changed42' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ current_password: [CURRENT_PASSWORD_WRONG_ID] });
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.passwordHash).toBe(customer.passwordHash);
  });

  it('is 422 with field messages for a bad body', async () => {
    const { token } = await createCustomer(ctx, { shop });
    const res = await ctx.request('PUT', '/api/shop/customer/password', {
      token,
      body: { current_password: '', password: 'letters', password_confirmation: 'other' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      current_password: ['validation.password_required'],
      password: ['validation.password_letters_numbers'],
      password_confirmation: ['validation.passwords_mismatch'],
    });
  });
});
