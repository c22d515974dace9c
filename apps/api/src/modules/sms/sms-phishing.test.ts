/**
 * Issue 33, items 1 and 5: an owner turning the platform's order SMS into phishing (their own template,
 * a raised budget, anonymous orders for strangers' numbers, a free-text cancel reason) and a shopper
 * putting text into the owner's new-order SMS. Each attack over HTTP, as the issue reproduced it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_GRANT } from '@haat/domain/sms-settings';
import { smsDailyCounts, smsLog, smsTemplates } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { adminCallerFor } from '../../../test/admin-caller.ts';
import { createOwner } from '../../../test/fixtures.ts';
import { createOrderingShop, orderBody, placeTestOrder } from '../../../test/order-fixtures.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
});

const PHISHING = 'bKash বোনাস! ৫০০০ টাকা পেতে এখনই ক্লিক করুন http://bkash-bonus.evil.example বা কল 01999999999 {code}';
const REASON = 'ভেরিফাই করতে 01888888888 নম্বরে কল দিন';

async function orderingOwner() {
  const target = await createOrderingShop(ctx, {
    products: [{ selling_price: 500, stock: 50 }],
    shop: { name: 'Rongdhonu', bnName: 'রংধনু' },
  });
  return { target, admin: adminCallerFor(ctx, await createOwner(ctx, { shop: target.shop })) };
}

const logOf = (shopId: number, event: string) =>
  ctx.db
    .select()
    .from(smsLog)
    .where(and(eq(smsLog.shopId, shopId), eq(smsLog.event, event)));

describe('issue 33 item 1: phishing through the shop’s order SMS', () => {
  it('the phishing template is refused with every reason, in the field, and nothing is stored', async () => {
    const { target, admin } = await orderingOwner();
    const res = await admin.call('PUT', '/sms/templates', {
      body: { event: 'order_placed', language: 'bn', text: PHISHING },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      text: ['validation.sms_frame', 'validation.sms_link', 'validation.sms_phone', 'validation.sms_bait'],
    });
    for (const text of [
      '{shop}: অর্ডার {code} পেয়েছি। কল করুন ০১৯৯৯ ৯৯৯ ৯৯৯',
      '{shop}: order {code}, see evil[.]com',
      '{shop}: order {code}, send your b k a s h PIN',
    ]) {
      const again = await admin.call('PUT', '/sms/templates', {
        body: { event: 'order_placed', language: 'bn', text },
      });
      expect(again.status, text).toBe(422);
    }
    expect(await ctx.db.select().from(smsTemplates).where(eq(smsTemplates.shopId, target.shop.id))).toEqual([]);
  });

  it('a phishing text stored before the rule is not sent: the default goes out', async () => {
    const { target } = await orderingOwner();
    await ctx.db
      .insert(smsTemplates)
      .values({ shopId: target.shop.id, event: 'order_placed', language: 'bn', text: PHISHING });
    const body = orderBody(target, [[target.products[0]!, 1]]);
    const order = await placeTestOrder(ctx, body);
    const [row] = await logOf(target.shop.id, 'order_placed');
    expect(row!.text).toContain(`রংধনু: আপনার অর্ডার ${order.code} পেয়েছি`);
    expect(row!.text).not.toMatch(/evil|01999999999|bKash/u);
    await ctx.jobsSettled();
  });

  it('an owner cannot raise their own budget past what the platform grants a new shop', async () => {
    const { admin } = await orderingOwner();
    const settings = await admin.call<{ max_monthly_segments: number; daily_segments: number }>('GET', '/sms/settings');
    expect(settings.body.data).toMatchObject({ max_monthly_segments: 1_000, daily_segments: SMS_GRANT.dailyBase });
    const raised = await admin.call('PUT', '/sms/settings', { body: { monthly_segments: 100_000 } });
    expect(raised.status).toBe(422);
    expect(raised.body.errors).toEqual({ monthly_segments: ['validation.sms_budget_grant'] });
    expect((await admin.call('PUT', '/sms/settings', { body: { monthly_segments: 800 } })).status).toBe(200);
  });

  it("a new shop's order SMS stop at the day's grant: anonymous orders for strangers cannot text many", async () => {
    const { target } = await orderingOwner();
    // The day's grant almost spent: the next message does not fit.
    await ctx.db.insert(smsDailyCounts).values({
      day: sql`((now() at time zone 'UTC') + interval '6 hours')::date`,
      scope: 'order-sms-segments',
      key: String(target.shop.id),
      count: SMS_GRANT.dailyBase - 1,
    });
    const stranger = orderBody(target, [[target.products[0]!, 1]]);
    await placeTestOrder(ctx, stranger);
    await ctx.jobsSettled();
    const [row] = await logOf(target.shop.id, 'order_placed');
    expect(row!.status).toBe('skipped');
    expect(row!.error).toMatch(/^Daily SMS grant spent/u);
  });

  it('a free-text cancel reason reaches the shopper as plain words, without the number', async () => {
    const { target, admin } = await orderingOwner();
    const order = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]]));
    const res = await admin.call('POST', `/orders/${order.id}/cancel`, { body: { reason: REASON } });
    expect(res.status).toBe(200);
    const [row] = await logOf(target.shop.id, 'order_canceled');
    expect(row!.text).toBe(`রংধনু: দুঃখিত, আপনার অর্ডার ${order.code} বাতিল হয়েছে। ভেরিফাই করতে নম্বরে কল দিন`);
    await ctx.jobsSettled();
  });
});

describe("issue 33 item 5: text put into the owner's new-order SMS", () => {
  it('a hostile order name is absent from the owner’s SMS: no link, no number, no wallet name', async () => {
    const { target, admin } = await orderingOwner();
    const body = orderBody(target, [[target.products[0]!, 1]], {
      name: 'bKash verify http://evil.example/x 01999999999',
    });
    const order = await placeTestOrder(ctx, body);
    const [row] = await logOf(target.shop.id, 'owner_new_order');
    expect(row!.to).toBe(admin.owner.mobile);
    expect(row!.text).toBe(`নতুন অর্ডার ${order.code}: verify, ${body.mobile}, মোট ৳৫৬০।`);
    for (const spelled of ['bKash ভেরিফাই evil.example/x ০১৯৯৯৯৯৯৯৯৯', 'Rahim bit . ly ০ ১ ৯ ৯ ৯ ৯ ৯ ৯ ৯ ৯ ৯']) {
      await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]], { name: spelled }));
    }
    const texts = (await logOf(target.shop.id, 'owner_new_order')).map((logged) => logged.text);
    expect(texts.slice(1).join('\n')).not.toMatch(/evil|bit\s*\.\s*ly|bkash|০১৯৯৯|০ ১ ৯/iu);
    await ctx.jobsSettled();
  });
});
