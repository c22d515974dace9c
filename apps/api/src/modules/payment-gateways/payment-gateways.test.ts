/**
 * Paying an order's advance with bKash and SSLCommerz over HTTP, against the gateways' contract servers, and the
 * attacks issue 30 item 6 names: a cheaper payment, another shop's callback or IPN, a replayed or raced success, a
 * forged IPN, a refund above what was paid.
 */
import { eq } from 'drizzle-orm';
import type { PaymentGatewayAccount, PaymentReturn } from '@haat/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import { startBkashContract, BKASH_INSUFFICIENT_WALLET, type BkashContract } from '../../../test/contracts/bkash.ts';
import { startSslcommerzContract, type SslcommerzContract } from '../../../test/contracts/sslcommerz.ts';
import { createOrderingShop, orderBody, placeTestOrder, type OrderingShop } from '../../../test/order-fixtures.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { orders, payments, shops } from '../../platform/db/schema.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { recordRefund } from '../payments/payments.ledger.ts';
import { secretBoxOf } from '../shipments/courier-accounts.service.ts';
import { refundCancelledOrder, settleStaleAttempts, type GatewayDeps } from './payment-gateways.flows.service.ts';

const BKASH = { app_key: 'shop-app-key', app_secret: 'shop-app-secret', username: 'sandboxUser01', password: 'pw-1' };
const SSL = { store_id: 'haatshop01', store_password: 'haatshop01@ssl' };

let ctx: TestContext;
let bkash: BkashContract;
let ssl: SslcommerzContract;
beforeAll(async () => {
  bkash = await startBkashContract({
    appKey: BKASH.app_key,
    appSecret: BKASH.app_secret,
    username: BKASH.username,
    password: BKASH.password,
  });
  ssl = await startSslcommerzContract({ storeId: SSL.store_id, storePassword: SSL.store_password });
  ctx = await createTestContext({
    deps: { rateLimits: unreachableRateLimits() },
    env: { BKASH_BASE_URL: bkash.baseUrl, SSLCOMMERZ_BASE_URL: ssl.baseUrl },
  });
});
afterAll(async () => {
  await ctx?.close();
  await Promise.all([bkash?.close(), ssl?.close()]);
});

const deps = (): GatewayDeps => ({ db: ctx.db, config: ctx.config, box: secretBoxOf(ctx.config) });

interface PayingShop {
  admin: AdminCaller;
  shopId: number;
  slug: string;
  target: OrderingShop;
}

/** A shop with bKash and SSLCommerz connected through the admin. */
async function payingShop(): Promise<PayingShop> {
  const target = await createOrderingShop(ctx, { charge: 120, products: [{ selling_price: 880 }] });
  const { shop } = target;
  const admin = await signedInOwner(ctx, { shop });
  for (const [gateway, fields] of [
    ['bkash', BKASH],
    ['sslcommerz', SSL],
  ] as const) {
    const res = await admin.call('PUT', `/payment-gateways/${gateway}`, { body: { gateway, ...fields } });
    expect(res.status, res.text).toBe(200);
  }
  return { admin, shopId: shop.id, slug: shop.slug, target };
}

/** A placed order of ৳880 + ৳120 whose rules asked the ৳120 delivery charge in advance. */
async function orderOf(shop: PayingShop, advancePaisa = 12_000) {
  const body = orderBody(shop.target, [[shop.target.products[0]!, 1]]);
  const placed = await placeTestOrder(ctx, body);
  await ctx.db
    .update(orders)
    .set({ advancePaisa, paymentDueBy: new Date(Date.now() + 30 * 60_000) })
    .where(eq(orders.id, placed.id));
  return { id: placed.id, code: placed.code, mobile: body.mobile };
}

const returnUrl = (shop: PayingShop, gateway: 'bkash' | 'sslcommerz') =>
  `http://localhost:3000/${shop.slug}/payments/${gateway === 'bkash' ? 'bkash/callback' : 'sslcommerz/return'}`;

function start(shop: PayingShop, order: { code: string; mobile: string }, gateway: 'bkash' | 'sslcommerz', extra = {}) {
  return ctx.request<{ redirect_url: string; amount: number }>(
    'POST',
    `/api/shop/orders/${order.code}/payments/${gateway}`,
    {
      body: { shop_id: shop.shopId, mobile: order.mobile, return_url: returnUrl(shop, gateway), ...extra },
    },
  );
}

const paymentIdOf = (redirect: string) => new URL(redirect).searchParams.get('paymentID')!;

function callback(shopId: number, paymentId: string, status = 'success') {
  return ctx.request<PaymentReturn>('POST', '/api/shop/payments/bkash/callback', {
    body: { shop_id: shopId, payment_id: paymentId, status },
  });
}

async function money(orderId: number) {
  const [row] = await ctx.db
    .select({ paidPaisa: orders.paidPaisa, paymentStatus: orders.paymentStatus, heldForCall: orders.heldForCall })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!;
}

const attemptsOf = (orderId: number) => ctx.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('gateway credentials', () => {
  it('saves bKash only once bKash grants a token, answers no secret, checks and removes it', async () => {
    const { shop } = await createOrderingShop(ctx);
    const admin = await signedInOwner(ctx, { shop });
    const wrong = await admin.call('PUT', '/payment-gateways/bkash', {
      body: { gateway: 'bkash', ...BKASH, password: 'no' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toMatchObject({ password: ['validation.gateway_keys_refused'] });
    expect((await admin.call<PaymentGatewayAccount[]>('GET', '/payment-gateways')).body.data).toEqual([]);

    const saved = await admin.call<PaymentGatewayAccount>('PUT', '/payment-gateways/bkash', {
      body: { gateway: 'bkash', ...BKASH },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ gateway: 'bkash', account: BKASH.username });
    expect(saved.text).not.toContain(BKASH.app_secret);
    expect(saved.text).not.toContain(BKASH.password);
    const [row] = await ctx.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(JSON.stringify(row!.settings)).not.toContain(BKASH.app_secret);

    expect((await admin.call('POST', '/payment-gateways/bkash/check')).status).toBe(200);
    expect((await admin.call('POST', '/payment-gateways/sslcommerz/check')).status).toBe(404);
    const mismatch = await admin.call('PUT', '/payment-gateways/sslcommerz', { body: { gateway: 'bkash', ...BKASH } });
    expect(mismatch.status).toBe(422);
    expect((await admin.call('DELETE', '/payment-gateways/bkash')).status).toBe(200);
    expect((await admin.call<PaymentGatewayAccount[]>('GET', '/payment-gateways')).body.data).toEqual([]);
  });

  it('saves SSLCommerz only once SSLCommerz takes the store id and password', async () => {
    const { shop } = await createOrderingShop(ctx);
    const admin = await signedInOwner(ctx, { shop });
    const wrong = await admin.call('PUT', '/payment-gateways/sslcommerz', {
      body: { gateway: 'sslcommerz', ...SSL, store_password: 'nope' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toMatchObject({ store_password: ['validation.gateway_keys_refused'] });
    const saved = await admin.call<PaymentGatewayAccount>('PUT', '/payment-gateways/sslcommerz', {
      body: { gateway: 'sslcommerz', ...SSL },
    });
    expect(saved.body.data).toMatchObject({ gateway: 'sslcommerz', account: SSL.store_id });
  });
});

describe('bKash', () => {
  it('a shopper pays the advance: redirect, wallet page, callback, executed, the order paid once', async () => {
    const shop = await payingShop();
    const order = await orderOf(shop);
    const started = await start(shop, order, 'bkash');
    expect(started.status, started.text).toBe(200);
    expect(started.body.data.amount).toBe(120);
    const paymentId = paymentIdOf(started.body.data.redirect_url);
    expect(bkash.payments.get(paymentId)).toMatchObject({
      amount: '120.00',
      merchantInvoiceNumber: order.code,
      callbackURL: returnUrl(shop, 'bkash'),
    });
    const back = new URL(bkash.payOnPage(paymentId));
    expect(back.searchParams.get('status')).toBe('success');
    const res = await callback(shop.shopId, paymentId, back.searchParams.get('status')!);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ order_code: order.code, outcome: 'paid', amount: 120 });
    expect(await money(order.id)).toMatchObject({ paidPaisa: 12_000, paymentStatus: 'partly_paid' });
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ status: 'paid', transactionId: bkash.payments.get(paymentId)!.trxID });
  });

  it('a replayed or duplicated success pays once', async () => {
    const shop = await payingShop();
    const order = await orderOf(shop);
    const paymentId = paymentIdOf((await start(shop, order, 'bkash')).body.data.redirect_url);
    bkash.payOnPage(paymentId);
    expect((await callback(shop.shopId, paymentId)).body.data.outcome).toBe('paid');
    const replay = await callback(shop.shopId, paymentId);
    expect(replay.body.data.outcome).toBe('paid');
    expect(await money(order.id)).toMatchObject({ paidPaisa: 12_000 });
    expect(await attemptsOf(order.id)).toHaveLength(1);
  });

  it('two executes racing pay once', async () => {
    const shop = await payingShop();
    const order = await orderOf(shop);
    const paymentId = paymentIdOf((await start(shop, order, 'bkash')).body.data.redirect_url);
    bkash.payOnPage(paymentId);
    const raced = await Promise.all([1, 2, 3].map(() => callback(shop.shopId, paymentId)));
    expect(raced.map((res) => res.body.data.outcome)).toEqual(['paid', 'paid', 'paid']);
    const executes = bkash.received.filter(
      (request) => request.path.endsWith('/execute') && (request.json as { paymentID: string }).paymentID === paymentId,
    );
    expect(executes.length).toBeGreaterThan(1);
    expect(await money(order.id)).toMatchObject({ paidPaisa: 12_000, paymentStatus: 'partly_paid' });
  });

  it("paying ৳1 for a ৳1,000 order: the amount is the server's, and a payment of another amount is not paid", async () => {
    const shop = await payingShop();
    const order = await orderOf(shop, 100_000);
    const started = await start(shop, order, 'bkash', { amount: 1 });
    const paymentId = paymentIdOf(started.body.data.redirect_url);
    expect(bkash.payments.get(paymentId)!.amount).toBe('1000.00');
    // Suppose ৳1 were all the gateway took (a payment tampered with on the way): it does not pay the order.
    bkash.payments.get(paymentId)!.amount = '1.00';
    bkash.payOnPage(paymentId);
    const res = await callback(shop.shopId, paymentId);
    expect(res.body.data.outcome).toBe('failed');
    const after = await money(order.id);
    expect(after.paidPaisa).toBe(100);
    expect(after.paymentStatus).not.toBe('paid');
    const [row] = await ctx.db.select({ due: orders.paymentDueBy }).from(orders).where(eq(orders.id, order.id));
    expect(row!.due).not.toBeNull();
  });

  it("a callback for another shop's payment is 404 and changes nothing there", async () => {
    const mine = await payingShop();
    const theirs = await payingShop();
    const order = await orderOf(theirs);
    const paymentId = paymentIdOf((await start(theirs, order, 'bkash')).body.data.redirect_url);
    bkash.payOnPage(paymentId);
    const res = await callback(mine.shopId, paymentId);
    expect(res.status).toBe(404);
    expect(await attemptsOf(order.id)).toMatchObject([{ status: 'pending' }]);
    expect(bkash.payments.get(paymentId)!.transactionStatus).toBe('Initiated');
  });

  it("starting a payment for another shop's order is 404; a return URL off the shop's hosts is refused", async () => {
    const mine = await payingShop();
    const theirs = await payingShop();
    const order = await orderOf(theirs);
    const res = await ctx.request('POST', `/api/shop/orders/${order.code}/payments/bkash`, {
      body: { shop_id: mine.shopId, mobile: order.mobile, return_url: returnUrl(mine, 'bkash') },
    });
    expect(res.status).toBe(404);
    for (const url of [
      'https://evil.example/payments/bkash/callback',
      `http://localhost:3000/${mine.slug}/payments/bkash/callback`,
      `http://localhost:3000/${theirs.slug}/payments/sslcommerz/return`,
      `javascript:alert(1)`,
    ]) {
      const refused = await start(theirs, order, 'bkash', { return_url: url });
      expect(refused.status, url).toBe(422);
    }
    const stranger = await ctx.request('POST', `/api/shop/orders/${order.code}/payments/bkash`, {
      body: { shop_id: theirs.shopId, mobile: '01999999999', return_url: returnUrl(theirs, 'bkash') },
    });
    expect(stranger.status).toBe(404);
    expect(await attemptsOf(order.id)).toEqual([]);
  });

  it('cancel, failure and insufficient balance: asked of bKash, recorded, nothing paid', async () => {
    const shop = await payingShop();
    const order = await orderOf(shop);
    const cancelled = paymentIdOf((await start(shop, order, 'bkash')).body.data.redirect_url);
    bkash.payOnPage(cancelled, { action: 'cancel' });
    expect((await callback(shop.shopId, cancelled, 'cancel')).body.data.outcome).toBe('cancelled');
    // A forged "cancel" for a payment the shopper is paying changes nothing: bKash says it is still open.
    const open = paymentIdOf((await start(shop, order, 'bkash')).body.data.redirect_url);
    expect((await callback(shop.shopId, open, 'cancel')).body.data.outcome).toBe('pending');
    bkash.payOnPage(open, { wallet: BKASH_INSUFFICIENT_WALLET });
    expect((await callback(shop.shopId, open)).body.data.outcome).toBe('failed');
    const statuses = (await attemptsOf(order.id)).map((row) => [row.status, row.failureReason]);
    expect(statuses).toEqual([
      ['cancelled', 'cancelled'],
      ['failed', 'bkash_2023'],
    ]);
    expect(await money(order.id)).toMatchObject({ paidPaisa: 0 });
  });

  it('a shopper who paid on the page and never came back is found by the stale job and paid', async () => {
    const shop = await payingShop();
    const order = await orderOf(shop);
    const paymentId = paymentIdOf((await start(shop, order, 'bkash')).body.data.redirect_url);
    bkash.payOnPage(paymentId);
    const later = new Date(Date.now() + 11 * 60_000);
    const counts = await settleStaleAttempts(deps(), later);
    expect(counts.settled).toBeGreaterThanOrEqual(1);
    expect(await money(order.id)).toMatchObject({ paidPaisa: 12_000 });
    // One never paid is failed once it is an hour old.
    const abandoned = paymentIdOf((await start(shop, await orderOf(shop), 'bkash')).body.data.redirect_url);
    await settleStaleAttempts(deps(), new Date(Date.now() + 61 * 60_000));
    const [row] = await ctx.db.select().from(payments).where(eq(payments.gatewayPaymentId, abandoned));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'expired' });
  });

  it("offers the shop's gateways and the amount due to the order's shopper only", async () => {
    const shop = await payingShop();
    const order = await orderOf(shop);
    const options = await ctx.request('GET', `/api/shop/orders/${order.code}/payments/gateways`, {
      query: { shop_id: shop.shopId, mobile: order.mobile },
    });
    expect(options.body.data).toEqual({ gateways: ['bkash', 'sslcommerz'], amount_due: 120 });
    const other = await payingShop();
    const foreign = await ctx.request('GET', `/api/shop/orders/${order.code}/payments/gateways`, {
      query: { shop_id: other.shopId, mobile: order.mobile },
    });
    expect(foreign.status).toBe(404);
    const none = await orderOf(shop, 0);
    const nothing = await ctx.request('GET', `/api/shop/orders/${none.code}/payments/gateways`, {
      query: { shop_id: shop.shopId, mobile: none.mobile },
    });
    expect(nothing.body.data).toEqual({ gateways: [], amount_due: 0 });
  });

  it('nothing due, or a gateway not connected, is refused', async () => {
    const shop = await payingShop();
    const none = await orderOf(shop, 0);
    expect((await start(shop, none, 'bkash')).status).toBe(409);
    const target = await createOrderingShop(ctx, { charge: 120 });
    const bare = target.shop;
    const bareShop = { admin: await signedInOwner(ctx, { shop: bare }), shopId: bare.id, slug: bare.slug, target };
    const order = await orderOf(bareShop);
    const res = await start(bareShop, order, 'bkash');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ gateway: ['validation.gateway_not_connected'] });
  });
});

describe('SSLCommerz', () => {
  async function sslPayment(shop: PayingShop, advance = 12_000) {
    const order = await orderOf(shop, advance);
    const started = await start(shop, order, 'sslcommerz');
    expect(started.status, started.text).toBe(200);
    const sessionkey = new URL(started.body.data.redirect_url).pathname.replace('/EasyCheckOut/testcde', '');
    const session = ssl.sessions.get(sessionkey)!;
    return { order, sessionkey, tranId: session.form.get('tran_id')! };
  }

  const ret = (shopId: number, fields: Record<string, string>) =>
    ctx.request<PaymentReturn>('POST', '/api/shop/payments/sslcommerz/return', {
      body: { shop_id: shopId, tran_id: fields['tran_id'], val_id: fields['val_id'] },
    });

  const ipn = (shopId: number, fields: Record<string, string>) =>
    fetch(`${ctx.baseUrl}/api/webhooks/payments/sslcommerz/${shopId}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });

  it('the IPN is validated before the order counts as paid; the return then answers paid', async () => {
    const shop = await payingShop();
    const { order, sessionkey } = await sslPayment(shop);
    const form = ssl.sessions.get(sessionkey)!.form;
    expect(form.get('ipn_url')).toBe(`${ctx.config.publicApiUrl}/api/webhooks/payments/sslcommerz/${shop.shopId}`);
    expect(form.get('total_amount')).toBe('120.00');
    const { fields } = await ssl.finish(sessionkey, 'pay');
    expect(ssl.ipns.at(-1)).toMatchObject({ status: 200 });
    expect(await money(order.id)).toMatchObject({ paidPaisa: 12_000, paymentStatus: 'partly_paid' });
    const validated = ssl.received.filter((request) => request.path.endsWith('validationserverAPI.php'));
    expect(validated.at(-1)!.query.get('val_id')).toBe(fields['val_id']);
    const res = await ret(shop.shopId, fields);
    expect(res.body.data).toEqual({ order_code: order.code, outcome: 'paid', amount: 120 });
    expect(await money(order.id)).toMatchObject({ paidPaisa: 12_000 });
  });

  it('a forged IPN (not validated) changes nothing', async () => {
    const shop = await payingShop();
    const { order, tranId } = await sslPayment(shop);
    const forged = await ipn(shop.shopId, {
      status: 'VALID',
      tran_id: tranId,
      val_id: 'forged-val-id',
      amount: '120.00',
      currency: 'BDT',
      risk_level: '0',
    });
    expect(forged.status).toBe(200);
    expect(await attemptsOf(order.id)).toMatchObject([{ status: 'pending' }]);
    expect(await money(order.id)).toMatchObject({ paidPaisa: 0 });
  });

  it("another shop's IPN or return, replayed at this shop, changes nothing", async () => {
    const mine = await payingShop();
    const theirs = await payingShop();
    const { order: their, sessionkey } = await sslPayment(theirs);
    const { order: own } = await sslPayment(mine);
    ssl.dropIpns(true);
    const { fields } = await ssl.finish(sessionkey, 'pay');
    ssl.dropIpns(false);
    expect(await (await ipn(mine.shopId, fields)).text()).toBe('IGNORED');
    expect((await ret(mine.shopId, fields)).status).toBe(404);
    expect(await attemptsOf(own.id)).toMatchObject([{ status: 'pending' }]);
    expect(await attemptsOf(their.id)).toMatchObject([{ status: 'pending' }]);
    // At its own shop the same return pays it, once.
    expect((await ret(theirs.shopId, fields)).body.data.outcome).toBe('paid');
    expect((await ret(theirs.shopId, fields)).body.data.outcome).toBe('paid');
    expect(await money(their.id)).toMatchObject({ paidPaisa: 12_000 });
  });

  it('a risky payment (risk_level 1) is paid and the order held for the owner', async () => {
    const shop = await payingShop();
    const { order, sessionkey } = await sslPayment(shop);
    const { fields } = await ssl.finish(sessionkey, 'risky');
    expect((await ret(shop.shopId, fields)).body.data.outcome).toBe('held');
    expect(await money(order.id)).toMatchObject({ paidPaisa: 12_000, heldForCall: true });
  });

  it('a failed and a cancelled payment are recorded from what SSLCommerz says', async () => {
    const shop = await payingShop();
    const failed = await sslPayment(shop);
    const { fields } = await ssl.finish(failed.sessionkey, 'fail');
    expect((await ret(shop.shopId, fields)).body.data.outcome).toBe('failed');
    const cancelled = await sslPayment(shop);
    ssl.dropIpns(true);
    const gone = await ssl.finish(cancelled.sessionkey, 'cancel');
    ssl.dropIpns(false);
    expect((await ret(shop.shopId, gone.fields)).body.data.outcome).toBe('cancelled');
  });
});

describe('refunds', () => {
  it('the owner cancels a paid order: the bKash payment is refunded through bKash, never above what was paid', async () => {
    const shop = await payingShop();
    const order = await orderOf(shop);
    const paymentId = paymentIdOf((await start(shop, order, 'bkash')).body.data.redirect_url);
    bkash.payOnPage(paymentId);
    await callback(shop.shopId, paymentId);
    const cancelled = await shop.admin.call('POST', `/orders/${order.id}/cancel`, { body: { reason: 'Out of stock' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    await ctx.jobsSettled();
    expect(bkash.payments.get(paymentId)!.refunds).toMatchObject([{ amount: '120.00' }]);
    expect(await money(order.id)).toMatchObject({ paidPaisa: 0, paymentStatus: 'refunded' });
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ refundedPaisa: 12_000 });
    // Run again (a retried job): nothing is left, nothing more is refunded.
    expect(await refundCancelledOrder(deps(), { shopId: shop.shopId, orderId: order.id })).toBe(0);
    expect(bkash.payments.get(paymentId)!.refunds).toHaveLength(1);
    // A refund above what was paid is refused by the ledger, and by bKash (2026, in bkash.test.ts).
    const above = await recordRefund(ctx.db, { shopId: shop.shopId, paymentId: attempt!.id, amountPaisa: 1 }).catch(
      (error: unknown) => error,
    );
    expect(above).toBeInstanceOf(HttpError);
    expect((above as HttpError).status).toBe(422);
  });

  it('the owner cancels an order paid through SSLCommerz: refunded through SSLCommerz', async () => {
    const shop = await payingShop();
    const order = await orderOf(shop);
    const started = await start(shop, order, 'sslcommerz');
    const sessionkey = new URL(started.body.data.redirect_url).pathname.replace('/EasyCheckOut/testcde', '');
    await ssl.finish(sessionkey, 'pay');
    expect(
      (await shop.admin.call('POST', `/orders/${order.id}/cancel`, { body: { reason: 'Customer asked' } })).status,
    ).toBe(200);
    await ctx.jobsSettled();
    expect(ssl.sessions.get(sessionkey)!.refunds).toMatchObject([{ amount: 12_000 }]);
    expect(await money(order.id)).toMatchObject({ paidPaisa: 0, paymentStatus: 'refunded' });
  });
});
