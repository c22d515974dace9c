/**
 * The one-time-code rule at checkout (issue 17, order-otp.ts): a shop that asks a code of high-risk or
 * new numbers refuses their order without one (422 on `otp`, nothing written), sends the code with
 * `POST /api/shop/orders/code`, and places the order with the right code, once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, shops } from '../../platform/db/schema.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { lastSmsTo } from '../../integrations/sms/log-sms.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { TOO_MANY_ATTEMPTS } from '../../platform/http/rate-limit.ts';
import { uniqueMobile } from '../../../test/fixtures.ts';
import {
  createOrderingShop,
  orderBody,
  orderRowsOf,
  postOrder,
  type OrderingShop,
} from '../../../test/order-fixtures.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { codeInText } from '../dev-sms/dev-sms.dev.routes.ts';
import { ORDER_CODE_SENT, ORDER_OTP_REQUIRED } from './order-otp.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
});

const RETURNED = ['pending', 'accepted', 'processing', 'shipped', 'returned'];

async function setRules(shop: ShopRow, rules: Record<string, unknown>) {
  await ctx.db
    .update(shops)
    .set({ settings: { cod_risk: { rules } } })
    .where(eq(shops.id, shop.id));
}

const sendCode = (shopId: number, mobile: string) =>
  ctx.request('POST', '/api/shop/orders/code', { body: { shop_id: shopId, mobile } });

/** A number with one returned order in the shop: high risk. */
async function riskyNumber(target: OrderingShop): Promise<string> {
  const mobile = uniqueMobile();
  await insertOrderRows(ctx, { shop: target.shop, products: [], statuses: RETURNED, mobile });
  return mobile;
}

async function codeSentTo(target: OrderingShop, mobile: string): Promise<string> {
  await ctx.jobsSettled();
  const before = lastSmsTo(mobile);
  const sent = await sendCode(target.shop.id, mobile);
  expect(sent.status).toBe(200);
  expect(sent.body.message).toBe(ORDER_CODE_SENT);
  await ctx.jobsSettled();
  const text = lastSmsTo(mobile);
  expect(text).toBeDefined();
  expect(text).not.toBe(before);
  return codeInText(text!)!;
}

describe('the one-time-code rule at checkout', () => {
  it('refuses a high-risk order without a code (422 on otp, nothing written), then places it with the code, once', async () => {
    const target = await createOrderingShop(ctx);
    await setRules(target.shop, { otp_for: ['high'], hold_for_call: [] });
    const mobile = await riskyNumber(target);
    const body = orderBody(target, [[target.products[0]!, 1]], { mobile });
    const key = randomUUID();

    const before = await orderRowsOf(ctx, target.shop.id);
    const refused = await postOrder(ctx, body, { key });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      status: 422,
      message: ORDER_OTP_REQUIRED,
      errors: { otp: ['validation.order_otp_required'] },
    });
    expect(await orderRowsOf(ctx, target.shop.id)).toEqual(before);

    const code = await codeSentTo(target, mobile);
    expect(lastSmsTo(mobile)).toMatch(/অর্ডার নিশ্চিত করার কোড \d{6}/u);

    const wrong = await postOrder(ctx, { ...body, otp: code === '000000' ? '111111' : '000000' }, { key });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ otp: ['validation.otp_wrong'] });
    expect(await orderRowsOf(ctx, target.shop.id)).toEqual(before);

    // The same key, now with the code (Bengali digits accepted): placed.
    const bengali = code.replace(/\d/gu, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
    const placed = await postOrder(ctx, { ...body, otp: bengali }, { key });
    expect(placed.status).toBe(201);
    expect(placed.body.data.mobile).toBe(mobile);

    // Spent: another order with the same code is refused.
    const again = await postOrder(ctx, { ...body, otp: code });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ otp: ['validation.otp_wrong'] });
  });

  it('counts every wrong try: after five, even the right code is refused', async () => {
    const target = await createOrderingShop(ctx);
    await setRules(target.shop, { otp_for: ['new'], hold_for_call: [] });
    const mobile = uniqueMobile();
    const body = orderBody(target, [[target.products[0]!, 1]], { mobile });
    const code = await codeSentTo(target, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postOrder(ctx, { ...body, otp: wrong })).status).toBe(422);
    }
    const [row] = await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.mobile, mobile));
    expect(row).toMatchObject({ attempts: 5, purpose: 'place_order', shopId: target.shop.id });
    const late = await postOrder(ctx, { ...body, otp: code });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ otp: ['validation.otp_wrong'] });
  });

  it('leaves a shop without the rule, and numbers the rule does not cover, unaffected; sends them no code', async () => {
    const target = await createOrderingShop(ctx);
    await setRules(target.shop, { otp_for: [], hold_for_call: [] });
    const mobile = await riskyNumber(target);
    await ctx.jobsSettled();
    const before = lastSmsTo(mobile);
    const sent = await sendCode(target.shop.id, mobile);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(ORDER_CODE_SENT);
    await ctx.jobsSettled();
    expect(lastSmsTo(mobile)).toBe(before);
    expect((await postOrder(ctx, orderBody(target, [[target.products[0]!, 1]], { mobile }))).status).toBe(201);

    // The default rules ask a code of high risk only: a new number orders without one.
    const defaults = await createOrderingShop(ctx);
    expect((await postOrder(ctx, orderBody(defaults, [[defaults.products[0]!, 1]]))).status).toBe(201);
  });

  it('does not let a code of one shop place an order in another', async () => {
    const first = await createOrderingShop(ctx);
    const second = await createOrderingShop(ctx);
    await setRules(first.shop, { otp_for: ['new'], hold_for_call: [] });
    await setRules(second.shop, { otp_for: ['new'], hold_for_call: [] });
    const mobile = uniqueMobile();
    const code = await codeSentTo(first, mobile);
    const other = await postOrder(ctx, orderBody(second, [[second.products[0]!, 1]], { mobile, otp: code }));
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({ otp: ['validation.otp_wrong'] });
  });

  it('writes the SMS in English for an English shopper', async () => {
    const target = await createOrderingShop(ctx);
    await setRules(target.shop, { otp_for: ['new'], hold_for_call: [] });
    const mobile = uniqueMobile();
    await ctx.request('POST', '/api/shop/orders/code', {
      body: { shop_id: target.shop.id, mobile },
      headers: { 'accept-language': 'en' },
    });
    await ctx.jobsSettled();
    expect(lastSmsTo(mobile)).toMatch(/^Haat: your order confirmation code for .* is \d{6}\./u);
  });

  it('answers 422 for a malformed code or number and 404 for an unknown shop', async () => {
    const target = await createOrderingShop(ctx);
    const bad = await postOrder(ctx, orderBody(target, [[target.products[0]!, 1]], { otp: '12ab' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ otp: ['validation.otp_invalid'] });
    expect((await sendCode(target.shop.id, '12345')).status).toBe(422);
    expect((await sendCode(2 ** 30, uniqueMobile())).status).toBe(404);
  });
});

describe('sending order codes is rate-limited per number', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext();
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After after three codes to one number in a shop', async () => {
    const target = await createOrderingShop(limited);
    const mobile = uniqueMobile();
    const send = () => limited.request('POST', '/api/shop/orders/code', { body: { shop_id: target.shop.id, mobile } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await send();
    expect(refused.body.message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
