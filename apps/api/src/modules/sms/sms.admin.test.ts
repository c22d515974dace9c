/** The owner's SMS endpoints (admin v3 `/sms/…`): templates, switches and budget, the log; one shop cannot see another's. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  smsLogSchema,
  smsSettingsSchema,
  smsTemplateSchema,
  type SmsLog,
  type SmsTemplate,
} from '@haat/domain/schemas';
import { DEFAULT_SMS_MONTHLY_SEGMENTS } from '@haat/domain/sms-settings';
import { defaultSmsTemplates, smsEvents } from '@haat/domain/sms-templates';
import { shops, smsLog, smsTemplates } from '../../platform/db/schema.ts';
import { lastSmsTo } from '../../integrations/sms/log-sms.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { adminCallerFor, signedInOwner } from '../../../test/admin-caller.ts';
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

async function orderingOwner() {
  const target = await createOrderingShop(ctx, { products: [{ selling_price: 500, stock: 50 }] });
  return { target, admin: adminCallerFor(ctx, await createOwner(ctx, { shop: target.shop })) };
}

describe('SMS templates', () => {
  it('lists every event in both languages with its default, and saves, uses and clears a shop text', async () => {
    const { target, admin } = await orderingOwner();
    const listed = await admin.call<SmsTemplate[]>('GET', '/sms/templates');
    expect(listed.status).toBe(200);
    const templates = v.parse(v.array(smsTemplateSchema), listed.body.data);
    expect(templates).toHaveLength(smsEvents.length * 2);
    expect(templates.find((t) => t.event === 'order_placed' && t.language === 'bn')).toEqual({
      event: 'order_placed',
      language: 'bn',
      text: null,
      default_text: defaultSmsTemplates.bn.order_placed,
    });

    const saved = await admin.call<SmsTemplate>('PUT', '/sms/templates', {
      body: { event: 'order_placed', language: 'bn', text: '  {shop}: অর্ডার {code} পেয়েছি, মোট {total}  ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.text).toBe('{shop}: অর্ডার {code} পেয়েছি, মোট {total}');
    const body = orderBody(target, [[target.products[0]!, 3]]);
    const order = await placeTestOrder(ctx, body);
    await ctx.jobsSettled();
    // The development log sender got it, with Bengali digits.
    expect(lastSmsTo(body.mobile)).toMatch(new RegExp(`: অর্ডার ${order.code} পেয়েছি, মোট ৳১,৫৬০$`, 'u'));

    const cleared = await admin.call<SmsTemplate>('PUT', '/sms/templates', {
      body: { event: 'order_placed', language: 'bn', text: '   ' },
    });
    expect(cleared.body.data).toMatchObject({ text: null, default_text: defaultSmsTemplates.bn.order_placed });
    expect(await ctx.db.select().from(smsTemplates).where(eq(smsTemplates.shopId, target.shop.id))).toEqual([]);
  });

  it('refuses a placeholder the event does not have, with a clear message, and stores nothing', async () => {
    const admin = await signedInOwner(ctx);
    const res = await admin.call('PUT', '/sms/templates', {
      body: { event: 'order_placed', language: 'en', text: '{shop} {code}: sent with {courier}, {tracking_code}' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ text: ['validation.sms_placeholder_unknown'] });
    const bad = await admin.call('PUT', '/sms/templates', {
      body: { event: 'order_lost', language: 'fr', text: 'x'.repeat(481) },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['event', 'language', 'text']);
    expect(await ctx.db.select().from(smsTemplates).where(eq(smsTemplates.shopId, admin.shop.id))).toEqual([]);
  });
});

describe('SMS settings', () => {
  it('answers the defaults, saves switches and budget, and keeps them when the general settings are saved', async () => {
    const admin = await signedInOwner(ctx);
    const initial = v.parse(smsSettingsSchema, (await admin.call('GET', '/sms/settings')).body.data);
    expect(initial.monthly_segments).toBe(DEFAULT_SMS_MONTHLY_SEGMENTS);
    expect(Object.values(initial.events).every(Boolean)).toBe(true);

    const saved = await admin.call('PUT', '/sms/settings', {
      body: { events: { order_delivered: false }, monthly_segments: 250 },
    });
    expect(saved.status).toBe(200);
    expect(v.parse(smsSettingsSchema, saved.body.data)).toMatchObject({
      events: { order_delivered: false, order_placed: true },
      monthly_segments: 250,
    });

    const [row] = await ctx.db.select().from(shops).where(eq(shops.id, admin.shop.id));
    await ctx.db
      .update(shops)
      .set({ settings: { ...row!.settings, max_line_quantity: 3 } })
      .where(eq(shops.id, admin.shop.id));
    const put = await admin.call('PUT', '/online-shop', {
      body: {
        name: row!.name,
        public: true,
        online_shop_settings: {
          seo_data: null,
          gtm: null,
          pixel_id: null,
          pixel_test_event: null,
          max_line_quantity: 5,
        },
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const [after] = await ctx.db.select().from(shops).where(eq(shops.id, admin.shop.id));
    expect(after!.settings.sms).toEqual({
      events: expect.objectContaining({ order_delivered: false }),
      monthly_segments: 250,
    });
    expect(after!.settings.max_line_quantity).toBe(5);
  });

  it('refuses a budget that is not a whole number from 0 to 100000', async () => {
    const admin = await signedInOwner(ctx);
    for (const monthly_segments of [-1, 1.5, 100_001, '10']) {
      const res = await admin.call('PUT', '/sms/settings', { body: { monthly_segments } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty('monthly_segments');
    }
    const badSwitch = await admin.call('PUT', '/sms/settings', {
      body: { events: { order_placed: 'no' }, monthly_segments: 5 },
    });
    expect(badSwitch.status).toBe(422);
  });
});

describe('SMS log', () => {
  it("pages the shop's log newest first with this month's usage, and no shop sees another's", async () => {
    const { target, admin } = await orderingOwner();
    const other = await orderingOwner();
    for (let n = 0; n < 3; n += 1) await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]]));
    await placeTestOrder(ctx, orderBody(other.target, [[other.target.products[0]!, 1]]));
    await ctx.jobsSettled();

    const res = await admin.call<SmsLog>('GET', '/sms/log', { query: { per_page: 4 } });
    expect(res.status).toBe(200);
    const log = v.parse(smsLogSchema, res.body.data);
    expect(log.log).toMatchObject({ total: 6, per_page: 4, last_page: 2 });
    const rows = await ctx.db.select().from(smsLog).where(eq(smsLog.shopId, target.shop.id));
    expect(log.log.data.map((entry) => entry.id)).toEqual(
      rows
        .map((row) => row.id)
        .sort((a, b) => b - a)
        .slice(0, 4),
    );
    expect(log.log.data.every((entry) => entry.status === 'sent')).toBe(true);
    expect(log.usage).toEqual({
      month: expect.stringMatching(/^\d{4}-\d{2}$/u),
      used_segments: rows.reduce((sum, row) => sum + row.segments, 0),
      monthly_segments: DEFAULT_SMS_MONTHLY_SEGMENTS,
    });

    // The other shop's owner, aimed at this shop, is refused; with its own shop it sees only its own rows.
    const aimed = await other.admin.call('GET', '/sms/log', { query: { shop_id: target.shop.id } });
    expect([403, 404]).toContain(aimed.status);
    const aimedWrite = await other.admin.call('PUT', '/sms/templates', {
      query: { shop_id: target.shop.id },
      body: { event: 'order_placed', language: 'bn', text: 'Hijacked {code}' },
    });
    expect([403, 404]).toContain(aimedWrite.status);
    const own = v.parse(smsLogSchema, (await other.admin.call('GET', '/sms/log')).body.data);
    expect(own.log.total).toBe(2);
    expect(own.log.data.every((entry) => !rows.some((row) => row.id === entry.id))).toBe(true);
    expect(await ctx.db.select().from(smsTemplates).where(eq(smsTemplates.shopId, target.shop.id))).toEqual([]);
  });
});
