/**
 * Paying an order's advance through bKash or SSLCommerz (issue 30 items 2, 3 and 6). Nothing the browser says is
 * trusted: the amount is the order's advance less what was paid, computed here; a return from a gateway's page only
 * names the gateway's payment, and what counts is what the gateway itself answers (bKash's execute or query,
 * SSLCommerz's validation API). Every attempt goes through the payments ledger (modules/payments/payments.ledger.ts),
 * which pays an attempt once however many callbacks, IPNs or executes race for it; each lookup is bound to the shop
 * the request came to, so another shop's payment id, tran_id or IPN finds nothing (decision 236).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { isOpenAttempt } from '@haat/domain/advance-payment';
import { isMarketHost, normalizeHostname, shopSlugFromSubdomain } from '@haat/domain/hosts';
import { takaFromPaisa, type Paisa } from '@haat/domain/money';
import type {
  GatewayPaymentOptions,
  GatewayRedirect,
  PaymentGatewayName,
  PaymentOutcome,
  PaymentReturn,
} from '@haat/domain/schemas';
import { fillPath, fullPath } from '@haat/api-contract/endpoint';
import { sslcommerzIpn } from '@haat/api-contract/webhooks';
import type { Config } from '../../platform/config/env.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { PaymentRow } from '../../platform/db/rows.ts';
import { customDomains, orders, payments, shops } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import { HttpError, conflict, invalid, notFound } from '../../platform/http/errors.ts';
import type { Logger } from '../../platform/observability/logger.ts';
import type { BkashPayment } from '../../integrations/payments/bkash.ts';
import { PaymentGatewayError } from '../../integrations/payments/gateway-error.ts';
import type { SslcommerzVerdict } from '../../integrations/payments/sslcommerz.ts';
import {
  findAttemptByGatewayId,
  recordRefund,
  setGatewayPaymentId,
  settleAttempt,
  startAttempt,
} from '../payments/payments.ledger.ts';
import { getShopperOrder, type ShopperProof } from '../orders/orders.service.ts';
import {
  bkashClient,
  connectedGateways,
  GATEWAY_UNREACHABLE,
  openGateway,
  sslcommerzClient,
} from './payment-gateways.accounts.service.ts';

export const NOTHING_DUE = 'Nothing is due in advance on this order';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const GATEWAY_REFUSED = 'The payment gateway refused to start this payment; try another way';

/** A pending attempt older than this is asked about by the stale job; one older than EXPIRE is given up. */
export const STALE_AFTER_MINUTES = 10;
export const EXPIRE_AFTER_MINUTES = 60;

export interface GatewayDeps {
  db: Database;
  config: Pick<Config, 'paymentGateways' | 'publicApiUrl' | 'marketHostSuffix' | 'storefrontUrl'>;
  /** Undefined when the server has no CREDENTIALS_KEY: no gateway can be opened. */
  box: SecretBox | undefined;
  logger?: Logger;
}

const RETURN_PATHS: Record<PaymentGatewayName, string> = {
  bkash: '/payments/bkash/callback',
  sslcommerz: '/payments/sslcommerz/return',
};

/**
 * The storefront page the gateway sends the shopper back to must be this shop's: on the market host under the shop's
 * path (`/{slug}/payments/…`), on its market subdomain, or on its verified own domain, at the gateway's return path.
 * Anything else is 422: a payment never sends a shopper (and the gateway's answer) to another site.
 */
async function checkReturnUrl(
  deps: GatewayDeps,
  shopId: number,
  gateway: PaymentGatewayName,
  text: string,
): Promise<string> {
  const refuse = () => invalid({ return_url: ['validation.url'] });
  if (!URL.canParse(text)) throw refuse();
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse();
  if (url.username || url.password || url.hash) throw refuse();
  const [shop] = await deps.db.select({ slug: shops.slug }).from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) throw notFound(PAYMENT_NOT_FOUND);
  const host = normalizeHostname(url.host);
  const suffix = deps.config.marketHostSuffix;
  const path = RETURN_PATHS[gateway];
  const allowed = async () => {
    if (shopSlugFromSubdomain(host, suffix) === shop.slug) return url.pathname === path;
    if (isMarketHost(host, suffix)) return url.pathname === `/${shop.slug}${path}`;
    const [domain] = await deps.db
      .select({ domain: customDomains.domain })
      .from(customDomains)
      .where(and(eq(customDomains.shopId, shopId), eq(customDomains.verified, true)));
    return domain !== undefined && normalizeHostname(domain.domain) === host && url.pathname === path;
  };
  if (!(await allowed())) throw refuse();
  url.search = '';
  return url.toString();
}

async function orderOf(db: Database, shopId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)))
    .limit(1);
  if (!order) throw notFound(PAYMENT_NOT_FOUND);
  return order;
}

/** The outcome an attempt's recorded status means for the shopper. */
function outcomeOf(attempt: PaymentRow, held: boolean): PaymentOutcome {
  switch (attempt.status) {
    case 'paid':
      return held ? 'held' : 'paid';
    case 'cancelled':
      return 'cancelled';
    case 'pending':
    case 'to_verify':
      return 'pending';
    default:
      return 'failed';
  }
}

async function answer(
  db: Database,
  shopId: number,
  attempt: PaymentRow,
  outcome?: PaymentOutcome,
): Promise<PaymentReturn> {
  const order = await orderOf(db, shopId, attempt.orderId);
  const held = attempt.details['risk_level'] === 1 || attempt.details['risk_level'] === '1';
  return {
    order_code: order.code,
    outcome: outcome ?? outcomeOf(attempt, held),
    amount: takaFromPaisa(attempt.amountPaisa as Paisa),
  };
}

/** What the order's unpaid advance can be paid with now (the storefront's buttons). */
export async function gatewayPaymentOptions(
  deps: GatewayDeps,
  input: { shopId: number; code: string; proof: ShopperProof },
): Promise<GatewayPaymentOptions> {
  const { order } = await getShopperOrder(deps.db, input.shopId, input.code, input.proof);
  const due = Math.max(0, order.advancePaisa - order.paidPaisa);
  const open = due > 0 && order.status !== 'canceled' && order.status !== 'returned';
  return {
    gateways: open && deps.box ? await connectedGateways(deps.db, input.shopId) : [],
    amount_due: takaFromPaisa(due as Paisa),
  };
}

/**
 * Starts paying the order's unpaid advance: a `pending` attempt in the ledger, then the gateway's session, whose page
 * the shopper is sent to. The amount is computed here; nothing in the request names it.
 */
export async function startGatewayPayment(
  deps: GatewayDeps,
  input: { shopId: number; code: string; gateway: PaymentGatewayName; proof: ShopperProof; returnUrl: string },
): Promise<GatewayRedirect> {
  const { db } = deps;
  const { order } = await getShopperOrder(db, input.shopId, input.code, input.proof);
  const due = order.advancePaisa - order.paidPaisa;
  if (due <= 0) throw new HttpError(409, NOTHING_DUE, { amount: ['validation.payment_not_due'] });
  const returnUrl = await checkReturnUrl(deps, input.shopId, input.gateway, input.returnUrl);
  const amount = due as Paisa;
  const notConnected = () => invalid({ gateway: ['validation.gateway_not_connected'] });

  if (input.gateway === 'bkash') {
    const credentials = await openGateway(db, deps.box, input.shopId, 'bkash');
    if (!credentials) throw notConnected();
    const { payment } = await startAttempt(db, {
      shopId: input.shopId,
      orderId: order.id,
      method: 'bkash',
      amountPaisa: amount,
    });
    try {
      const checkout = await bkashClient(deps.config, credentials).createPayment({
        amount,
        invoice: order.code,
        payerReference: order.mobile,
        callbackUrl: returnUrl,
      });
      await setGatewayPaymentId(db, {
        shopId: input.shopId,
        paymentId: payment.id,
        gatewayPaymentId: checkout.paymentId,
      });
      return { redirect_url: checkout.bkashUrl, amount: takaFromPaisa(amount) };
    } catch (error) {
      await failStart(deps, input.shopId, payment.id, error);
    }
  }

  const credentials = await openGateway(db, deps.box, input.shopId, 'sslcommerz');
  if (!credentials) throw notConnected();
  // Ours, unique, and short enough for SSLCommerz (30 characters): the order's code and 8 random hex digits.
  const tranId = `${order.code.slice(0, 20)}-${randomBytes(4).toString('hex')}`;
  const { payment } = await startAttempt(db, {
    shopId: input.shopId,
    orderId: order.id,
    method: 'sslcommerz',
    amountPaisa: amount,
    gatewayPaymentId: tranId,
  });
  const back = (outcome: string) => `${returnUrl}?outcome=${outcome}`;
  try {
    const session = await sslcommerzClient(deps.config, credentials).createSession({
      amount,
      tranId,
      successUrl: back('success'),
      failUrl: back('fail'),
      cancelUrl: back('cancel'),
      ipnUrl: ipnUrl(deps.config, input.shopId),
      customer: {
        name: order.name,
        phone: order.mobile,
        address: order.address,
        city: order.district ?? 'Dhaka',
      },
      productName: `Order ${order.code}`,
      items: 1,
    });
    return { redirect_url: session.gatewayPageUrl, amount: takaFromPaisa(amount) };
  } catch (error) {
    return failStart(deps, input.shopId, payment.id, error);
  }
}

/** The gateway would not open the payment: the attempt fails, and the shopper hears why in general terms. */
async function failStart(deps: GatewayDeps, shopId: number, paymentId: number, error: unknown): Promise<never> {
  if (!(error instanceof PaymentGatewayError)) throw error;
  await settleAttempt(deps.db, { shopId, paymentId, outcome: 'failed', failureReason: error.code });
  deps.logger?.warn('a payment gateway refused to start a payment', { shopId, reason: error.reason });
  if (error.retryable) throw new HttpError(503, GATEWAY_UNREACHABLE);
  throw conflict(GATEWAY_REFUSED);
}

/** Where SSLCommerz posts its notifications for the shop. */
export function ipnUrl(config: Pick<Config, 'publicApiUrl'>, shopId: number): string {
  return `${config.publicApiUrl.replace(/\/+$/u, '')}${fillPath(fullPath(sslcommerzIpn), { shop_id: shopId })}`;
}

// ---- bKash ------------------------------------------------------------------------------------

/** Records what bKash said of an open attempt; answers the outcome. */
async function applyBkash(
  deps: GatewayDeps,
  shopId: number,
  attempt: PaymentRow,
  result: BkashPayment,
): Promise<PaymentReturn> {
  const { db } = deps;
  const order = await orderOf(db, shopId, attempt.orderId);
  if (result.state === 'pending') return answer(db, shopId, attempt, 'pending');
  if (result.state === 'completed') {
    // A completed payment of another invoice is not this order's money (bKash named our code at create).
    if (result.invoice !== undefined && result.invoice !== order.code) {
      deps.logger?.warn('bKash reported another invoice for an attempt', { shopId, paymentId: attempt.id });
      const settled = await settleAttempt(db, {
        shopId,
        paymentId: attempt.id,
        outcome: 'failed',
        failureReason: 'invoice_mismatch',
      });
      return answer(db, shopId, settled.payment);
    }
    if (result.amount === undefined) return answer(db, shopId, attempt, 'pending');
    const settled = await settleAttempt(db, {
      shopId,
      paymentId: attempt.id,
      outcome: 'paid',
      // What bKash took: a payment of another amount is recorded as it is and does not cover the advance.
      amountPaisa: result.amount,
      transactionId: result.trxId ?? null,
      details: { trx_id: result.trxId ?? null, payer: result.payer ?? null, asked_amount_paisa: attempt.amountPaisa },
    });
    const matched = settled.payment.status === 'paid' && settled.payment.amountPaisa === attempt.amountPaisa;
    return answer(db, shopId, settled.payment, matched ? undefined : 'failed');
  }
  const settled = await settleAttempt(db, {
    shopId,
    paymentId: attempt.id,
    outcome: result.state === 'cancelled' ? 'cancelled' : 'failed',
    failureReason: result.refusal ? `bkash_${result.refusal.code}` : result.transactionStatus.toLowerCase() || null,
  });
  return answer(db, shopId, settled.payment);
}

/**
 * A shopper back from bKash (the storefront's callback page passes on `paymentID` and `status`). `success` executes
 * the payment (asking bKash with a query when the answer is lost or the execute was made already); `failure` and
 * `cancel` are asked about too, never taken from the URL.
 */
export async function bkashCallback(
  deps: GatewayDeps,
  input: { shopId: number; paymentId: string; status: 'success' | 'failure' | 'cancel' },
): Promise<PaymentReturn> {
  const { db } = deps;
  const attempt = await findAttemptByGatewayId(db, {
    shopId: input.shopId,
    method: 'bkash',
    gatewayPaymentId: input.paymentId,
  });
  if (!attempt) throw notFound(PAYMENT_NOT_FOUND);
  if (!isOpenAttempt(attempt.status)) return answer(db, input.shopId, attempt);
  const credentials = await openGateway(db, deps.box, input.shopId, 'bkash');
  if (!credentials) return answer(db, input.shopId, attempt, 'pending');
  const client = bkashClient(deps.config, credentials);
  let result: BkashPayment;
  try {
    result =
      input.status === 'success'
        ? await client.confirmPayment(input.paymentId)
        : await client.queryPayment(input.paymentId);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // bKash cannot say now: the attempt stays pending and the stale job asks again.
    deps.logger?.warn('bKash could not confirm a payment', { shopId: input.shopId, reason: error.reason });
    return answer(db, input.shopId, attempt, 'pending');
  }
  return applyBkash(deps, input.shopId, attempt, result);
}

// ---- SSLCommerz -------------------------------------------------------------------------------

async function applyVerdict(
  deps: GatewayDeps,
  shopId: number,
  attempt: PaymentRow,
  verdict: SslcommerzVerdict,
): Promise<PaymentReturn | null> {
  const { db } = deps;
  const { transaction } = verdict;
  const details = {
    val_id: transaction.valId ?? null,
    bank_tran_id: transaction.bankTranId ?? null,
    card_type: transaction.cardType ?? null,
    risk_level: transaction.riskLevel,
    risk_title: transaction.riskTitle ?? null,
  };
  if (verdict.outcome === 'rejected') {
    // Not validated, or another transaction: nothing changes (a forged or misdirected notification).
    if (verdict.reason !== 'amount_mismatch' || transaction.amount === undefined) return null;
    // SSLCommerz took another amount for our transaction: recorded as it is, not covering the advance.
    const settled = await settleAttempt(db, {
      shopId,
      paymentId: attempt.id,
      outcome: 'paid',
      amountPaisa: transaction.amount,
      transactionId: transaction.bankTranId ?? null,
      details: { ...details, asked_amount_paisa: attempt.amountPaisa },
    });
    return answer(db, shopId, settled.payment, 'failed');
  }
  const settled = await settleAttempt(db, {
    shopId,
    paymentId: attempt.id,
    outcome: 'paid',
    amountPaisa: transaction.amount ?? attempt.amountPaisa,
    transactionId: transaction.bankTranId ?? null,
    details,
  });
  if (verdict.outcome === 'held' && !settled.alreadySettled) {
    // SSLCommerz marks it risky: paid, and the order waits for the owner's call before it is confirmed.
    await db
      .update(orders)
      .set({ heldForCall: true })
      .where(and(eq(orders.id, attempt.orderId), eq(orders.shopId, shopId)));
  }
  return answer(db, shopId, settled.payment);
}

/** What SSLCommerz knows of an attempt's tran_id, applied: a valid transaction is validated, a failed one recorded. */
async function settleFromQuery(deps: GatewayDeps, shopId: number, attempt: PaymentRow, expire: boolean) {
  const credentials = await openGateway(deps.db, deps.box, shopId, 'sslcommerz');
  if (!credentials || !attempt.gatewayPaymentId) return answer(deps.db, shopId, attempt, 'pending');
  const client = sslcommerzClient(deps.config, credentials);
  const expected = { tranId: attempt.gatewayPaymentId, amount: attempt.amountPaisa as Paisa };
  const found = await client.queryTransaction(attempt.gatewayPaymentId);
  const valid = found.find((each) => (each.status === 'VALID' || each.status === 'VALIDATED') && each.valId);
  if (valid) {
    const applied = await applyVerdict(deps, shopId, attempt, await client.check(valid.valId!, expected));
    if (applied) return applied;
  }
  const ended = found.find((each) => each.status === 'FAILED' || each.status === 'CANCELLED');
  if (ended || expire) {
    const settled = await settleAttempt(deps.db, {
      shopId,
      paymentId: attempt.id,
      outcome: ended?.status === 'CANCELLED' ? 'cancelled' : 'failed',
      failureReason: ended ? ended.status.toLowerCase() : 'expired',
    });
    return answer(deps.db, shopId, settled.payment);
  }
  return answer(deps.db, shopId, attempt, 'pending');
}

/**
 * A return from SSLCommerz's page (the browser's POST, passed on by the storefront) or its IPN: the val_id is
 * validated with SSLCommerz under this shop's store credentials before anything counts; without one (a failed or
 * cancelled payment), SSLCommerz is asked about the tran_id.
 */
export async function sslcommerzOutcome(
  deps: GatewayDeps,
  input: { shopId: number; tranId: string; valId: string | undefined },
): Promise<PaymentReturn | null> {
  const { db } = deps;
  const attempt = await findAttemptByGatewayId(db, {
    shopId: input.shopId,
    method: 'sslcommerz',
    gatewayPaymentId: input.tranId,
  });
  if (!attempt) return null;
  if (!isOpenAttempt(attempt.status)) return answer(db, input.shopId, attempt);
  const credentials = await openGateway(db, deps.box, input.shopId, 'sslcommerz');
  if (!credentials) return answer(db, input.shopId, attempt, 'pending');
  try {
    if (input.valId) {
      const verdict = await sslcommerzClient(deps.config, credentials).check(input.valId, {
        tranId: input.tranId,
        amount: attempt.amountPaisa as Paisa,
      });
      const applied = await applyVerdict(deps, input.shopId, attempt, verdict);
      if (applied) return applied;
      return await answer(db, input.shopId, attempt, 'pending');
    }
    return await settleFromQuery(deps, input.shopId, attempt, false);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    deps.logger?.warn('SSLCommerz could not validate a payment', { shopId: input.shopId, reason: error.reason });
    return answer(db, input.shopId, attempt, 'pending');
  }
}

export async function sslcommerzReturn(
  deps: GatewayDeps,
  input: { shopId: number; tranId: string; valId: string | undefined },
): Promise<PaymentReturn> {
  const outcome = await sslcommerzOutcome(deps, input);
  if (!outcome) throw notFound(PAYMENT_NOT_FOUND);
  return outcome;
}

// ---- jobs -------------------------------------------------------------------------------------

/**
 * The `payments.settle-stale` job: gateway attempts still pending after STALE_AFTER_MINUTES (a shopper who closed the
 * page, a callback or IPN that never came, an execute whose answer was lost) are asked about; one still undecided
 * after EXPIRE_AFTER_MINUTES is failed (bKash's and SSLCommerz's sessions are long dead by then).
 */
export async function settleStaleAttempts(
  deps: GatewayDeps,
  now = new Date(),
): Promise<{ asked: number; settled: number }> {
  const { db } = deps;
  const stale = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.method, ['bkash', 'sslcommerz']),
        lt(payments.createdAt, new Date(now.getTime() - STALE_AFTER_MINUTES * 60_000)),
      ),
    )
    .orderBy(payments.id)
    .limit(100);
  let settled = 0;
  for (const attempt of stale) {
    const expire = attempt.createdAt.getTime() < now.getTime() - EXPIRE_AFTER_MINUTES * 60_000;
    try {
      const outcome = await settleStale(deps, attempt, expire);
      if (outcome !== 'pending') settled += 1;
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      deps.logger?.warn('a gateway could not say what became of a payment', {
        shopId: attempt.shopId,
        paymentId: attempt.id,
        reason: error.reason,
      });
    }
  }
  return { asked: stale.length, settled };
}

async function settleStale(deps: GatewayDeps, attempt: PaymentRow, expire: boolean): Promise<PaymentOutcome> {
  const { db } = deps;
  if (attempt.method === 'sslcommerz') return (await settleFromQuery(deps, attempt.shopId, attempt, expire)).outcome;
  const credentials = await openGateway(db, deps.box, attempt.shopId, 'bkash');
  if (!attempt.gatewayPaymentId || !credentials) {
    if (!expire) return 'pending';
    await settleAttempt(db, {
      shopId: attempt.shopId,
      paymentId: attempt.id,
      outcome: 'failed',
      failureReason: 'expired',
    });
    return 'failed';
  }
  // Execute, as the callback would have: a shopper who paid on the page and never came back is paid now.
  const result = await bkashClient(deps.config, credentials).confirmPayment(attempt.gatewayPaymentId);
  if (result.state === 'pending' && expire) {
    await settleAttempt(db, {
      shopId: attempt.shopId,
      paymentId: attempt.id,
      outcome: 'failed',
      failureReason: 'expired',
    });
    return 'failed';
  }
  return (await applyBkash(deps, attempt.shopId, attempt, result)).outcome;
}

/**
 * The `payments.refund` job, queued when the owner cancels an order with money paid: every paid gateway attempt is
 * refunded through its gateway for what is left of it, then recorded in the ledger (never above what was paid: the
 * ledger and the gateways both refuse more). A bKash refund made before a crash is found by its status and recorded
 * instead of being made twice.
 */
export async function refundCancelledOrder(
  deps: GatewayDeps,
  data: { shopId: number; orderId: number },
): Promise<number> {
  const { db } = deps;
  const order = await orderOf(db, data.shopId, data.orderId);
  if (order.status !== 'canceled') return 0;
  const paid = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.shopId, data.shopId),
        eq(payments.orderId, data.orderId),
        eq(payments.status, 'paid'),
        inArray(payments.method, ['bkash', 'sslcommerz']),
        sql`${payments.refundedPaisa} < ${payments.amountPaisa}`,
      ),
    );
  let refunded = 0;
  for (const attempt of paid) {
    const left = (attempt.amountPaisa - attempt.refundedPaisa) as Paisa;
    const reason = `Order ${order.code} cancelled`;
    if (attempt.method === 'bkash') {
      const credentials = await openGateway(db, deps.box, data.shopId, 'bkash');
      if (!credentials || !attempt.gatewayPaymentId || !attempt.transactionId) continue;
      const client = bkashClient(deps.config, credentials);
      const ref = { paymentId: attempt.gatewayPaymentId, trxId: attempt.transactionId };
      const known = new Set((attempt.details['refund_ids'] as string[] | undefined) ?? []);
      const earlier = await client.refundStatus(ref);
      const made =
        earlier && !known.has(earlier.refundTrxId)
          ? earlier
          : await client.refund({ ...ref, amount: left, sku: order.code, reason });
      await recordRefund(db, {
        shopId: data.shopId,
        paymentId: attempt.id,
        amountPaisa: made.amount ?? left,
        details: { refund_ids: [...known, made.refundTrxId] },
      });
    } else {
      const credentials = await openGateway(db, deps.box, data.shopId, 'sslcommerz');
      const bankTranId = attempt.transactionId;
      if (!credentials || !bankTranId) continue;
      const made = await sslcommerzClient(deps.config, credentials).refund({
        bankTranId,
        amount: left,
        remarks: reason,
        refId: `${attempt.gatewayPaymentId ?? order.code}-R${attempt.refundedPaisa}`,
      });
      const known = (attempt.details['refund_ids'] as string[] | undefined) ?? [];
      await recordRefund(db, {
        shopId: data.shopId,
        paymentId: attempt.id,
        amountPaisa: left,
        details: { refund_ids: [...known, made.refundRefId ?? 'sslcommerz'] },
      });
    }
    refunded += 1;
  }
  return refunded;
}
