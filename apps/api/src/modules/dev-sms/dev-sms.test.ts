import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createShop, uniqueMobile } from '../../../test/fixtures.ts';
import { codeInText } from './dev-sms.dev.routes.ts';

const PATH = '/api/dev/sms/last';

/** Development routes are mounted only when development is asked for by name. */
const DEVELOPMENT = { NODE_ENV: 'development', LOG_LEVEL: 'silent' };

describe('GET /api/dev/sms/last with the development SMS sender', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: DEVELOPMENT });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers the last text sent to a number and the code in it, which resets the password', async () => {
    const shop = await createShop(ctx);
    const { customer } = await createCustomer(ctx, { shop });
    await ctx.request('POST', '/api/shop/auth/forgot-password', {
      body: { shop_id: shop.id, mobile: customer.mobile },
    });
    const res = await ctx.request<{ to: string; text: string; code: string }>('GET', PATH, {
      query: { to: `+88${customer.mobile}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      to: customer.mobile,
      text: expect.stringContaining(res.body.data.code),
      code: expect.stringMatching(/^\d{6}$/u),
    });
    const reset = await ctx.request('POST', '/api/shop/auth/reset-password', {
      body: {
        shop_id: shop.id,
        mobile: customer.mobile,
        otp: res.body.data.code,
        password: 'fresh123',
        password_confirmation: 'fresh123',
      },
    });
    expect(reset.status).toBe(200);
  });

  it('is 404 for a number nothing was sent to, 422 for a bad number', async () => {
    expect((await ctx.request('GET', PATH, { query: { to: uniqueMobile() } })).status).toBe(404);
    const bad = await ctx.request('GET', PATH, { query: { to: '12' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ to: ['validation.mobile_digits'] });
    expect((await ctx.request('GET', PATH)).body.errors).toEqual({ to: ['validation.mobile_required'] });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await ctx.request('GET', '/api/docs/openapi.json');
    const text = doc.text;
    expect(text).toContain('/api/dev/sms/last');
  });
});

describe('GET /api/dev/sms/last elsewhere', () => {
  it('is 404 with an HTTP SMS gateway', async () => {
    const ctx = await createTestContext({
      env: { ...DEVELOPMENT, SMS_GATEWAY: 'http', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' },
    });
    try {
      expect((await ctx.request('GET', PATH, { query: { to: uniqueMobile() } })).status).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  // The attack: a stranger asks for the reset code just sent to someone else's number.
  for (const [name, env] of [
    ['in production', { NODE_ENV: 'production' }],
    ['when NODE_ENV is unset', { NODE_ENV: '' }],
    ['with NODE_ENV=test (a test server or a staging copy)', { NODE_ENV: 'test' }],
  ] as const) {
    it(`is not mounted ${name}, nor in its OpenAPI document`, async () => {
      const ctx = await createTestContext({
        env: { ...env, ALLOW_IN_PRODUCTION: 'embedded-database,local-images,log-sms', LOG_LEVEL: 'silent' },
      });
      try {
        const mobile = uniqueMobile();
        await ctx.deps.sms.send(mobile, '123456 is your code');
        const res = await ctx.request('GET', PATH, { query: { to: mobile } });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ status: 404, message: 'Not found' });
        expect((await ctx.request('GET', '/api/docs/openapi.json')).text).not.toContain('/api/dev/');
      } finally {
        await ctx.close();
      }
    });
  }
});

describe('codeInText', () => {
  it('finds the first 6-digit number, not part of a longer one', () => {
    expect(codeInText('042917 is your Shop 7 password reset code.')).toBe('042917');
    expect(codeInText('Call 01712345678, code 123456')).toBe('123456');
    expect(codeInText('no code here 12345')).toBeNull();
  });
});
