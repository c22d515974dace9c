/**
 * Advance payment by sent-money code (issue 30 items 1, 4, 5): the shop's rules, the advance computed by the server
 * at checkout and in its preview, the shopper's code, the owner's verdict, the payments list and export, and the
 * expiry of an unpaid advance; with the attacks on each (another shop, another shopper, a reused transaction id,
 * verifying twice, amounts from the browser).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminPayment, DiscountPreview, Order, OrderToConfirm, Paginator } from '@haat/domain/schemas';
import type { PaymentRules } from '@haat/domain/advance-payment';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createDeliveryPackage, createProduct, uniqueMobile } from '../../../test/fixtures.ts';
import { orderBody, placeTestOrder, stockOf, type OrderingShop } from '../../../test/order-fixtures.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { orders, payments, smsLog } from '../../platform/db/schema.ts';
import { ADVANCE_EXPIRED_NOTE, expireUnpaidAdvances } from './advance-expiry.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
});

const SHOP_BKASH = '01711000111';
const RULES = {
  mode: 'delivery_charge',
  applies: 'risky',
  expiry_minutes: 30,
  refund_terms: 'অগ্রিম টাকা ৭ দিনের মধ্যে ফেরত দেওয়া হয়',
  personal_numbers: { bkash_personal: SHOP_BKASH },
};

interface PayingShop extends OrderingShop {
  admin: AdminCaller;
}

/** A shop of a signed-in owner with a ৳500 product, ৳120 delivery and the rules given. */
async function payingShop(rules: object | null = RULES): Promise<PayingShop> {
  const admin = await signedInOwner(ctx);
  const deliveryPackage = await createDeliveryPackage(ctx, { shop: admin.shop, name: 'Inside Dhaka', charge: 120 });
  const product = await createProduct(ctx, { shop: admin.shop, selling_price: 500 });
  if (rules) {
    const saved = await admin.call<PaymentRules>('PUT', '/payment-settings', { body: rules });
    expect(saved.status, saved.text).toBe(200);
  }
  return { admin, shop: admin.shop, deliveryPackage, products: [product] };
}

const place = (target: PayingShop, overrides: Record<string, unknown> = {}) =>
  placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]], overrides));

function sendCode(code: string, body: Record<string, unknown>, token?: string) {
  return ctx.request<Order>('POST', `/api/shop/orders/${code}/payments`, { body, ...(token ? { token } : {}) });
}

const codeBody = (target: PayingShop, order: Order, overrides: Record<string, unknown> = {}) => ({
  shop_id: target.shop.id,
  mobile: order.mobile,
  method: 'bkash_personal',
  sender: '01811000222',
  transaction_id: `9BG${Math.floor(Math.random() * 1e9)}`,
  ...overrides,
});

const orderRow = async (id: number) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('payment rules (admin)', () => {
  it('saves and reads the rules; a shop without rules asks nothing; bad input changes nothing', async () => {
    const admin = await signedInOwner(ctx);
    const empty = await admin.call<PaymentRules>('GET', '/payment-settings');
    expect(empty.body.data).toMatchObject({ mode: 'none', applies: 'risky', expiry_minutes: 30 });

    const saved = await admin.call<PaymentRules>('PUT', '/payment-settings', {
      body: { ...RULES, personal_numbers: { bkash_personal: '০১৭১১-০০০১১১', nagad_personal: '' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.personal_numbers).toEqual({
      bkash_personal: SHOP_BKASH,
      nagad_personal: null,
      rocket_personal: null,
    });

    for (const [body, field] of [
      [{ mode: 'half' }, 'mode'],
      [{ percent: 0, mode: 'percentage' }, 'percent'],
      [{ expiry_minutes: 1 }, 'expiry_minutes'],
      [{ personal_numbers: { bkash_personal: '<script>' } }, 'personal_numbers.bkash_personal'],
      [{ refund_terms: 'x'.repeat(1001) }, 'refund_terms'],
    ] as const) {
      const res = await admin.call('PUT', '/payment-settings', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await admin.call<PaymentRules>('GET', '/payment-settings')).body.data).toEqual(saved.body.data);
  });
});

describe('checkout: the advance is the server’s', () => {
  it('previews what a new number pays now and at the door, with the refund terms', async () => {
    const target = await payingShop();
    const preview = await ctx.request<DiscountPreview>('POST', '/api/shop/discounts/preview', {
      body: {
        shop_id: target.shop.id,
        items: [{ product_id: target.products[0]!.id, quantity: 2 }],
        delivery_package_id: target.deliveryPackage.id,
        mobile: uniqueMobile(),
      },
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data.advance).toEqual({
      due_now: 120,
      at_door: 1000,
      total: 1120,
      dispatch_within_48h: true,
      expiry_minutes: 30,
      refund_terms: RULES.refund_terms,
    });
  });

  it('asks a new number for the delivery charge, ignoring amounts the browser sends, and a known good one nothing', async () => {
    const target = await payingShop();
    const before = Date.now();
    const order = await place(target, { advance: 0, advance_paisa: 0, paid: 1120, payment_status: 'paid', total: 1 });
    expect(order.total).toBe(620);
    expect(order.payment).toMatchObject({
      status: 'unpaid',
      advance: 120,
      paid: 0,
      advance_due: 120,
      at_door: 500,
      dispatch_within_48h: true,
      methods: [{ method: 'bkash_personal', number: SHOP_BKASH }],
      refund_terms: RULES.refund_terms,
      attempts: [],
    });
    const dueBy = Date.parse(order.payment!.due_by!);
    expect(dueBy).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(dueBy).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
    expect(await orderRow(order.id)).toMatchObject({ advancePaisa: 12_000, paidPaisa: 0, paymentStatus: 'unpaid' });

    // A number with delivered orders in this shop is safe: nothing in advance.
    const regular = uniqueMobile();
    await insertOrderRows(ctx, {
      shop: target.shop,
      products: target.products,
      statuses: ['pending', 'accepted', 'processing', 'shipped', 'delivered'],
      mobile: regular,
    });
    const safe = await place(target, { mobile: regular });
    expect(safe.payment).toMatchObject({ advance: 0, advance_due: 0, due_by: null, methods: [] });
  });

  it('asks nothing in a shop without rules', async () => {
    const target = await payingShop(null);
    const order = await place(target);
    expect(order.payment).toMatchObject({ status: 'unpaid', advance: 0, advance_due: 0, at_door: 620, due_by: null });
  });
});

describe('sent-money code', () => {
  it('records the code as waiting for the owner, for the advance still due whatever the browser says', async () => {
    const target = await payingShop();
    const order = await place(target);
    const res = await sendCode(order.code, codeBody(target, order, { transaction_id: ' 9bg4 r2d8kt ', amount: 1 }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.payment).toMatchObject({ status: 'pending', advance_due: 120 });
    expect(res.body.data.payment!.attempts).toEqual([
      expect.objectContaining({
        method: 'bkash_personal',
        amount: 120,
        status: 'to_verify',
        transaction_id: '9BG4R2D8KT',
        sender: '01811000222',
      }),
    ]);

    // One code at a time: a second while the first waits is refused.
    const again = await sendCode(order.code, codeBody(target, order));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ method: ['validation.payment_not_due'] });

    // The owner's to-confirm queue shows the code waiting.
    const queue = await target.admin.call<Paginator<OrderToConfirm>>('GET', '/to-confirm');
    expect(queue.body.data.data.find((row) => row.id === order.id)).toMatchObject({
      payment_status: 'pending',
      advance: 120,
      paid: 0,
      payments_to_verify: 1,
    });
  });

  it("refuses another shop's order, another shopper's order, a wallet not offered, a reused transaction id", async () => {
    const target = await payingShop();
    const other = await payingShop();
    const order = await place(target);
    const { token: strangerToken } = await createCustomer(ctx, { shop: target.shop });
    const { customer: owner, token: ownerToken } = await createCustomer(ctx, { shop: target.shop });
    const owned = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]], { mobile: owner.mobile }), {
      token: ownerToken,
    });

    const attacks: [string, Promise<Awaited<ReturnType<typeof sendCode>>>, number][] = [
      ["another shop's id", sendCode(order.code, codeBody(other, order)), 404],
      ['a wrong mobile', sendCode(order.code, codeBody(target, order, { mobile: uniqueMobile() })), 404],
      ['no proof at all', sendCode(order.code, codeBody(target, order, { mobile: undefined })), 404],
      [
        "another shopper's token",
        sendCode(owned.code, codeBody(target, owned, { mobile: undefined }), strangerToken),
        404,
      ],
      [
        'a wallet the shop does not offer',
        sendCode(order.code, codeBody(target, order, { method: 'nagad_personal' })),
        422,
      ],
      ['a gateway named as a wallet', sendCode(order.code, codeBody(target, order, { method: 'bkash' })), 422],
      [
        'a transaction id that is not one',
        sendCode(order.code, codeBody(target, order, { transaction_id: '<b>1' })),
        422,
      ],
      ['a sender that is not a mobile', sendCode(order.code, codeBody(target, order, { sender: '123' })), 422],
    ];
    for (const [label, pending, status] of attacks) expect((await pending).status, label).toBe(status);
    expect(await ctx.db.select().from(payments).where(eq(payments.shopId, target.shop.id))).toEqual([]);

    // The order's owner, by token, may send.
    const mine = await sendCode(
      owned.code,
      codeBody(target, owned, { mobile: undefined, transaction_id: 'TRXREUSE1' }),
      ownerToken,
    );
    expect(mine.status, mine.text).toBe(201);
    // The same transaction id for another order of the shop: refused, nothing written.
    const reused = await sendCode(order.code, codeBody(target, order, { transaction_id: 'trxreuse1' }));
    expect(reused.status).toBe(409);
    expect(reused.body.errors).toEqual({ transaction_id: ['validation.transaction_id_used'] });
    expect(await ctx.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    // In another shop the same id is another payment.
    const elsewhere = await place(other);
    expect((await sendCode(elsewhere.code, codeBody(other, elsewhere, { transaction_id: 'TRXREUSE1' }))).status).toBe(
      201,
    );
  });

  it('refuses a code when nothing is due', async () => {
    const target = await payingShop(null);
    const order = await place(target);
    const res = await sendCode(order.code, codeBody(target, order));
    // No wallet is offered by a shop without rules.
    expect(res.status).toBe(422);
    const paying = await payingShop({ ...RULES, applies: 'above_amount', above_amount: 10_000 });
    const small = await place(paying);
    const none = await sendCode(small.code, codeBody(paying, small));
    expect(none.status).toBe(409);
  });
});

describe("the owner's verdict", () => {
  it('marks a code paid once: the order knows its money and the courier collects the rest', async () => {
    const target = await payingShop();
    const order = await place(target);
    const sent = await sendCode(order.code, codeBody(target, order));
    const paymentId = sent.body.data.payment!.attempts[0]!.id;

    const verified = await target.admin.call<AdminOrder>('POST', `/orders/${order.id}/payments/${paymentId}/verify`, {
      body: { received: true },
    });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.data.payment).toMatchObject({
      status: 'partly_paid',
      paid: 120,
      advance_due: 0,
      at_door: 500,
      due_by: null,
    });
    expect(verified.body.data.payment!.attempts[0]).toMatchObject({ status: 'paid', amount: 120 });

    // Twice: nothing changes, nothing is paid twice; "not received" after "received" changes nothing either.
    for (const received of [true, false]) {
      const again = await target.admin.call<AdminOrder>('POST', `/orders/${order.id}/payments/${paymentId}/verify`, {
        body: { received },
      });
      expect(again.status).toBe(200);
      expect(again.body.data.payment).toMatchObject({ status: 'partly_paid', paid: 120 });
    }
    expect(await orderRow(order.id)).toMatchObject({
      paidPaisa: 12_000,
      paymentStatus: 'partly_paid',
      paymentDueBy: null,
    });

    // The shopper sees it paid too, and nothing more to send.
    const seen = await ctx.request<Order>('GET', `/api/shop/orders/${order.code}`, {
      query: { shop_id: target.shop.id, mobile: order.mobile },
    });
    expect(seen.body.data.payment).toMatchObject({ paid: 120, advance_due: 0, methods: [] });
    expect((await sendCode(order.code, codeBody(target, order))).status).toBe(409);
  });

  it('rejects a code the money of which did not arrive: the advance is due again', async () => {
    const target = await payingShop();
    const order = await place(target);
    const sent = await sendCode(order.code, codeBody(target, order));
    const paymentId = sent.body.data.payment!.attempts[0]!.id;
    const rejected = await target.admin.call<AdminOrder>('POST', `/orders/${order.id}/payments/${paymentId}/verify`, {
      body: { received: false },
    });
    expect(rejected.body.data.payment).toMatchObject({ status: 'failed', paid: 0, advance_due: 120 });
    expect(rejected.body.data.payment!.attempts[0]).toMatchObject({ status: 'rejected' });
    // The shopper may send another code.
    expect((await sendCode(order.code, codeBody(target, order))).status).toBe(201);
  });

  it("cannot verify another shop's payment, or a payment under another order", async () => {
    const target = await payingShop();
    const other = await payingShop();
    const order = await place(target);
    const mine = await place(target);
    const sent = await sendCode(order.code, codeBody(target, order));
    const paymentId = sent.body.data.payment!.attempts[0]!.id;
    const foreign = await other.admin.call('POST', `/orders/${order.id}/payments/${paymentId}/verify`, {
      body: { received: true },
    });
    expect(foreign.status).toBe(404);
    const crossed = await target.admin.call('POST', `/orders/${mine.id}/payments/${paymentId}/verify`, {
      body: { received: true },
    });
    expect(crossed.status).toBe(404);
    expect((await orderRow(order.id)).paidPaisa).toBe(0);
  });
});

describe('payments list', () => {
  it('lists, filters and exports the shop’s payments only, as UTF-8 CSV with a BOM', async () => {
    const target = await payingShop();
    const other = await payingShop();
    const order = await place(target, { name: '=HYPERLINK("x") রহিম' });
    const second = await place(target);
    await sendCode(order.code, codeBody(target, order, { transaction_id: 'LISTTRX1' }));
    const sent = await sendCode(second.code, codeBody(target, second, { transaction_id: 'LISTTRX2' }));
    await target.admin.call('POST', `/orders/${second.id}/payments/${sent.body.data.payment!.attempts[0]!.id}/verify`, {
      body: { received: true },
    });
    const foreign = await place(other);
    await sendCode(foreign.code, codeBody(other, foreign, { transaction_id: 'LISTTRX3' }));

    const all = await target.admin.call<Paginator<AdminPayment>>('GET', '/payments');
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.data.map((row) => row.transaction_id)).toEqual(['LISTTRX2', 'LISTTRX1']);
    expect(all.body.data.data[0]).toMatchObject({ order_code: second.code, status: 'paid', amount: 120 });

    const paid = await target.admin.call<Paginator<AdminPayment>>('GET', '/payments', { query: { status: 'paid' } });
    expect(paid.body.data.data.map((row) => row.transaction_id)).toEqual(['LISTTRX2']);
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const ranged = await target.admin.call<Paginator<AdminPayment>>('GET', '/payments', {
      query: { from: '2020-01-01', to: '2020-01-31', method: 'bkash_personal' },
    });
    expect(ranged.body.data.data).toEqual([]);
    const backwards = await target.admin.call('GET', '/payments', { query: { from: today, to: '2020-01-01' } });
    expect(backwards.status).toBe(422);
    expect((await target.admin.call('GET', '/payments', { query: { method: 'cash' } })).status).toBe(422);

    const response = await fetch(
      `${ctx.baseUrl}/api/admin/v3/payments-export?shop_id=${target.shop.id}&from=${today}&to=${today}`,
      { headers: { authorization: `Bearer ${target.admin.token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'date,time,order,customer,mobile,method,amount_taka,refunded_taka,status,transaction_id,sender',
    );
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""x"") রহিম"`);
    expect(text).not.toContain('LISTTRX3');
  });
});

describe('an unpaid advance expires', () => {
  it('cancels the order after its time, gives its stock back and texts the customer; a code waiting keeps it', async () => {
    const target = await payingShop();
    const product = target.products[0]!;
    const { stock } = await stockOf(ctx, product.id);
    const lapsed = await place(target);
    const waiting = await place(target);
    const paid = await place(target);
    await sendCode(waiting.code, codeBody(target, waiting));
    const sent = await sendCode(paid.code, codeBody(target, paid));
    await target.admin.call('POST', `/orders/${paid.id}/payments/${sent.body.data.payment!.attempts[0]!.id}/verify`, {
      body: { received: true },
    });
    expect((await stockOf(ctx, product.id)).stock).toBe(stock - 3);

    // Before its time nothing happens.
    expect((await expireUnpaidAdvances(ctx.db, null)).canceled).toBe(0);
    const later = new Date(Date.now() + 31 * 60_000);
    const sms = { jobs: ctx.deps.jobs, config: ctx.config };
    const counts = await expireUnpaidAdvances(ctx.db, sms, { now: later });
    expect(counts.canceled).toBeGreaterThanOrEqual(1);
    expect(await orderRow(lapsed.id)).toMatchObject({ status: 'canceled', paymentDueBy: null });
    expect((await orderRow(waiting.id)).status).toBe('pending');
    expect((await orderRow(paid.id)).status).toBe('pending');
    expect((await stockOf(ctx, product.id)).stock).toBe(stock - 2);
    const texts = await ctx.db.select().from(smsLog).where(eq(smsLog.shopId, target.shop.id));
    expect(texts.some((row) => row.event === 'order_canceled' && row.to === lapsed.mobile)).toBe(true);
    const history = await target.admin.call<AdminOrder>('GET', `/orders/${lapsed.id}`);
    expect(history.body.data.history.at(-1)).toMatchObject({ status: 'canceled', note: ADVANCE_EXPIRED_NOTE });
    // A second run finds nothing more.
    expect((await expireUnpaidAdvances(ctx.db, sms, { now: later })).canceled).toBe(0);
  });
});
