/**
 * Order SMS end to end: placing an order and changing its status queue SMS in the same transaction,
 * the `sms.order` job sends them through the configured gateway (BulkSMSBD's contract server here) and
 * marks the log; errors, switches and the monthly budget.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsSegments } from '@haat/domain/sms-segments';
import { shipments, smsLog } from '../../platform/db/schema.ts';
import type { SmsLogRow } from '../../platform/db/rows.ts';
import { JOB_SCHEMA } from '../../platform/db/job-tables.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { adminCallerFor } from '../../../test/admin-caller.ts';
import { startBulkSmsBdContract, type BulkSmsBdContract } from '../../../test/contracts/bulksmsbd.ts';
import { createOwner, createProduct, createVariants } from '../../../test/fixtures.ts';
import { createOrderingShop, orderBody, placeTestOrder, postOrder } from '../../../test/order-fixtures.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { SMS_SWITCHED_OFF } from './order-sms.service.ts';
import { rowsOf } from '../../platform/db/types.ts';

const API_KEY = 'bulk-key-1';

let contract: BulkSmsBdContract;
let ctx: TestContext;
beforeAll(async () => {
  contract = await startBulkSmsBdContract({ apiKey: API_KEY, senderIds: ['HAAT'] });
  ctx = await createTestContext({
    env: { SMS_GATEWAY: 'bulksmsbd', SMS_GATEWAY_URL: contract.url, SMS_GATEWAY_TOKEN: API_KEY, SMS_SENDER_ID: 'HAAT' },
    deps: { rateLimits: unreachableRateLimits() },
  });
});
afterAll(async () => {
  await ctx?.close();
  await contract?.close();
});
beforeEach(() => {
  contract.setBalance(1_000);
});

/** A shop with a product of 1,250 taka (delivery 60) and its signed-in owner. */
async function shopWithOwner() {
  const target = await createOrderingShop(ctx, {
    products: [{ selling_price: 1250, stock: 50 }],
    shop: { name: 'Rongdhonu', bnName: 'রংধনু' },
  });
  return { target, admin: adminCallerFor(ctx, await createOwner(ctx, { shop: target.shop })) };
}

const logOf = (shopId: number): Promise<SmsLogRow[]> =>
  ctx.db.select().from(smsLog).where(eq(smsLog.shopId, shopId)).orderBy(asc(smsLog.id));

const sentTo = (number: string) =>
  contract.received
    .filter((request) => request.form.get('number') === `88${number}`)
    .map((request) => request.form.get('message'));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('order SMS', () => {
  it('placing an order queues the customer SMS and the owner alert in Bengali; the job sends them and marks them sent', async () => {
    const { target, admin } = await shopWithOwner();
    const body = orderBody(target, [[target.products[0]!, 1]]);
    const order = await placeTestOrder(ctx, body);

    const queued = await logOf(target.shop.id);
    expect(queued.map((row) => [row.event, row.to, row.status])).toEqual([
      ['order_placed', body.mobile, 'queued'],
      ['owner_new_order', admin.owner.mobile, 'queued'],
    ]);
    const [customer, owner] = queued;
    // Bengali with Bengali digits and ৳, the shop's Bengali name and its tracking page.
    expect(customer!.text).toContain(`রংধনু: আপনার অর্ডার ${order.code} পেয়েছি, মোট ৳১,৩১০।`);
    expect(customer!.text).toContain(`/track-order?query=${order.code}`);
    expect(customer!.segments).toBe(smsSegments(customer!.text).segments);
    expect(owner!.text).toBe(`নতুন অর্ডার ${order.code}: Rahim Uddin, ${body.mobile}, মোট ৳১,৩১০।`);

    await ctx.jobsSettled();
    const sent = await logOf(target.shop.id);
    expect(sent.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(sent.every((row) => row.sentAt !== null && row.error === null)).toBe(true);
    expect(sentTo(body.mobile)).toEqual([customer!.text]);
    expect(sentTo(admin.owner.mobile)).toEqual([owner!.text]);
  });

  it('writes in English when the shopper ordered in English, and later events follow the order', async () => {
    const { target, admin } = await shopWithOwner();
    const body = orderBody(target, [[target.products[0]!, 1]]);
    const response = await ctx.request<{ code: string; id: number }>('POST', '/api/shop/orders', {
      body,
      headers: { 'Idempotency-Key': crypto.randomUUID(), 'Accept-Language': 'en-US,en;q=0.9' },
    });
    expect(response.status).toBe(201);
    const { code, id } = response.body.data;
    expect((await logOf(target.shop.id))[0]!.text).toMatch(
      new RegExp(`^Rongdhonu: We got your order ${code}, total Tk 1,310\\. Track it: http`),
    );

    expect((await admin.call('PATCH', `/orders/${id}/status`, { body: { status: 'accepted' } })).status).toBe(200);
    await ctx.db.insert(shipments).values({
      shopId: target.shop.id,
      orderId: id,
      courier: 'steadfast',
      state: 'booked',
      consignmentId: '1001',
      trackingCode: 'SF7788',
      codAmountPaisa: 131_000,
    });
    await admin.call('PATCH', `/orders/${id}/status`, { body: { status: 'processing' } });
    await admin.call('PATCH', `/orders/${id}/status`, { body: { status: 'shipped' } });
    await ctx.jobsSettled();
    const rows = await logOf(target.shop.id);
    // processing sends nothing; the owner's alert stays Bengali.
    expect(rows.map((row) => row.event)).toEqual([
      'order_placed',
      'owner_new_order',
      'order_confirmed',
      'order_shipped',
    ]);
    expect(rows[2]!.text).toBe(`Rongdhonu: Your order ${code} is confirmed and will be sent soon. Total Tk 1,310.`);
    expect(rows[3]!.text).toBe(
      `Rongdhonu: Your order ${code} is on its way with Steadfast, tracking SF7788. Total Tk 1,310.`,
    );
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });

  it('a cancel carries its note as the reason', async () => {
    const { target, admin } = await shopWithOwner();
    const order = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]]));
    await admin.call('PATCH', `/orders/${order.id}/status`, { body: { status: 'canceled' } });
    const rows = await logOf(target.shop.id);
    // Written in the cancel's transaction; the job may already be sending it.
    expect(rows.at(-1)).toMatchObject({ event: 'order_canceled' });
    expect(['queued', 'sending', 'sent']).toContain(rows.at(-1)!.status);
    expect(rows.at(-1)!.text).toBe(`রংধনু: দুঃখিত, আপনার অর্ডার ${order.code} বাতিল হয়েছে।`);
    await ctx.jobsSettled();
  });

  it("a gateway's internal error marks the message failed and the job tries again until it is sent", async () => {
    const { target } = await shopWithOwner();
    contract.internalErrorNext();
    const body = orderBody(target, [[target.products[0]!, 1]]);
    await placeTestOrder(ctx, body);
    const customerRow = async () => (await logOf(target.shop.id)).find((row) => row.event === 'order_placed')!;

    const failed = await until(customerRow, (row) => row.status === 'failed' || row.status === 'sent');
    // The first of the two messages to reach the gateway got 1005; it may be the owner's.
    const rows = await logOf(target.shop.id);
    const firstFailure = rows.find((row) => row.status === 'failed') ?? failed;
    expect(firstFailure.error).toMatch(/bulksmsbd: unavailable.*1005 Internal Error/u);

    const retried = await until(
      () => ctx.db.select().from(smsLog).where(eq(smsLog.id, firstFailure.id)),
      ([row]) => row!.status === 'sent',
    );
    expect(retried[0]).toMatchObject({ status: 'sent', error: null });
    // Sent by the job's second attempt, not by a second job (which completes just after marking the row).
    await ctx.jobsSettled();
    const jobs = rowsOf<{ state: string; retry_count: number }>(
      await ctx.db.execute(
        sql`select state, retry_count from ${sql.identifier(JOB_SCHEMA)}.job where name = 'sms.order' and data->'logIds' @> ${JSON.stringify([firstFailure.id])}::jsonb`,
      ),
    );
    expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 60_000);

  it('a refusal that cannot pass on another try (no balance) is failed once, not retried', async () => {
    const { target } = await shopWithOwner();
    contract.setBalance(0);
    const body = orderBody(target, [[target.products[0]!, 1]]);
    await placeTestOrder(ctx, body);
    await ctx.jobsSettled();
    const rows = await logOf(target.shop.id);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(rows[0]!.error).toMatch(/rejected.*1007 Balance Insufficient/u);
    expect(contract.received.filter((request) => request.form.get('number') === `88${body.mobile}`)).toHaveLength(1);
  });

  it('an event the owner switched off sends nothing and is logged as skipped', async () => {
    const { target, admin } = await shopWithOwner();
    const saved = await admin.call('PUT', '/sms/settings', {
      body: { events: { order_placed: false }, monthly_segments: 100 },
    });
    expect(saved.status).toBe(200);
    const body = orderBody(target, [[target.products[0]!, 1]]);
    await placeTestOrder(ctx, body);
    await ctx.jobsSettled();
    const rows = await logOf(target.shop.id);
    expect(rows.map((row) => [row.event, row.status, row.error])).toEqual([
      ['order_placed', 'skipped', SMS_SWITCHED_OFF],
      ['owner_new_order', 'sent', null],
    ]);
    expect(sentTo(body.mobile)).toEqual([]);
  });

  it('over the monthly budget a message is skipped with the reason, and skipped ones cost nothing', async () => {
    const { target, admin } = await shopWithOwner();
    await admin.call('PUT', '/sms/settings', { body: { monthly_segments: 0 } });
    const body = orderBody(target, [[target.products[0]!, 1]]);
    await placeTestOrder(ctx, body);
    await ctx.jobsSettled();
    const rows = await logOf(target.shop.id);
    expect(rows.map((row) => row.status)).toEqual(['skipped', 'skipped']);
    expect(rows[0]!.error).toBe('Monthly SMS budget spent (0 of 0 segments used)');
    expect(sentTo(body.mobile)).toEqual([]);
    const log = await admin.call<{ usage: { used_segments: number; monthly_segments: number } }>('GET', '/sms/log');
    expect(log.body.data.usage).toMatchObject({ used_segments: 0, monthly_segments: 0 });
  });

  it('two orders at once at the last segments of the budget: exactly one is sent', async () => {
    const { target, admin } = await shopWithOwner();
    await admin.call('PUT', '/sms/settings', { body: { events: { owner_new_order: false }, monthly_segments: 1000 } });
    await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]]));
    const [first] = await logOf(target.shop.id);
    // Room for exactly one more customer message of the same length.
    await admin.call('PUT', '/sms/settings', {
      body: { events: { owner_new_order: false }, monthly_segments: first!.segments * 2 },
    });
    const answers = await Promise.all([0, 1].map(() => postOrder(ctx, orderBody(target, [[target.products[0]!, 1]]))));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    await ctx.jobsSettled();
    const placed = (await logOf(target.shop.id)).filter((row) => row.event === 'order_placed').slice(1);
    expect(placed.map((row) => row.status).sort()).toEqual(['sent', 'skipped']);
    expect(placed.find((row) => row.status === 'skipped')!.error).toBe(
      `Monthly SMS budget spent (${first!.segments * 2} of ${first!.segments * 2} segments used)`,
    );
  });

  it("the shop's own template is used, in the order's language", async () => {
    const { target, admin } = await shopWithOwner();
    const saved = await admin.call('PUT', '/sms/templates', {
      body: { event: 'order_placed', language: 'bn', text: '{shop} থেকে: অর্ডার {code}, মোট {total}' },
    });
    expect(saved.status).toBe(200);
    const order = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 2]]));
    const [row] = await ctx.db
      .select()
      .from(smsLog)
      .where(and(eq(smsLog.shopId, target.shop.id), eq(smsLog.event, 'order_placed')));
    expect(row!.text).toBe(`রংধনু থেকে: অর্ডার ${order.code}, মোট ৳২,৫৬০`);
    await ctx.jobsSettled();
  });

  it('{items} names each line with its options, read only when a text uses it', async () => {
    const { target, admin } = await shopWithOwner();
    const kurti = await createProduct(ctx, { shop: target.shop, name: 'Kurti', bnName: 'কুর্তি', selling_price: 900 });
    const honey = await createProduct(ctx, { shop: target.shop, name: 'Honey', bnName: 'মধু', selling_price: 400 });
    const [m] = await createVariants(ctx, kurti, {
      options: [
        { name: 'Size', bn_name: 'সাইজ', values: [{ name: 'M' }] },
        { name: 'Colour', bn_name: 'রং', values: [{ name: 'Red', bn_name: 'লাল' }] },
      ],
      variants: [{ options: ['M', 'Red'], stock: 10 }],
    });
    const saved = await admin.call('PUT', '/sms/templates', {
      body: { event: 'owner_new_order', language: 'bn', text: 'নতুন অর্ডার {code}: {items}' },
    });
    expect(saved.status).toBe(200);
    const order = await placeTestOrder(ctx, {
      ...orderBody(target, [[target.products[0]!, 1]]),
      items: [
        { product_id: kurti.id, variant_id: m!.id, quantity: 2 },
        { product_id: honey.id, quantity: 1 },
      ],
    });
    const [alert] = await ctx.db
      .select()
      .from(smsLog)
      .where(and(eq(smsLog.shopId, target.shop.id), eq(smsLog.event, 'owner_new_order')));
    expect(alert!.text).toBe(`নতুন অর্ডার ${order.code}: কুর্তি (M / লাল) ×২, মধু ×১`);
    await ctx.jobsSettled();
  });
});
