/**
 * Advance payment by sent-money code and the owner's side of payments (issue 30 items 1, 4, 5; decision 231): the
 * shop's rules in `shops.settings.payments`, the shopper's "I sent it" (an attempt `to_verify` of the advance still
 * due, computed here), the owner's verdict on it, and the payments list for reconciliation.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  isPersonalMethod,
  offeredPersonalMethods,
  paymentRulesOf,
  type PaymentRules,
} from '@haat/domain/advance-payment';
import { addDays, dhakaDayStart } from '@haat/domain/report-buckets';
import type { PaymentExportQuery, PaymentListQuery, SendPaymentBody } from '@haat/domain/schemas';
import type { OrderRow, PaymentRow } from '../../platform/db/rows.ts';
import { orders, payments, shops } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import { HttpError, invalid, notFound } from '../../platform/http/errors.ts';
import { offsetOf, type Page } from '../../platform/http/paginate.ts';
import { loadOrder } from '../orders/order-queries.ts';
import { getShopperOrder } from '../orders/orders.service.ts';
import type { OrderRows } from '../orders/orders.serializers.ts';
import { settleAttempt, startAttempt } from './payments.ledger.ts';
import { advanceDuePaisa } from './payments.serializers.ts';

export const PAYMENT_NOT_DUE = 'Nothing is due in advance for this order';
export const METHOD_NOT_OFFERED = 'This shop does not take payments this way';
export const PAYMENT_SENT = 'Thank you: the shop will check the payment and confirm your order';

// ---- the shop's rules ------------------------------------------------------------------------

export async function readPaymentRules(db: Database, shopId: number): Promise<PaymentRules> {
  const [shop] = await db.select({ settings: shops.settings }).from(shops).where(eq(shops.id, shopId));
  return paymentRulesOf(shop?.settings.payments);
}

/** Stores the rules under `payments` in one statement: the shop's other settings stay as they are. */
export async function savePaymentRules(db: Database, shopId: number, rules: PaymentRules): Promise<PaymentRules> {
  await db
    .update(shops)
    .set({ settings: sql`${shops.settings} || jsonb_build_object('payments', ${JSON.stringify(rules)}::jsonb)` })
    .where(eq(shops.id, shopId));
  return readPaymentRules(db, shopId);
}

// ---- the shopper's sent-money code ------------------------------------------------------------

/**
 * Records "I sent the advance" for the shopper's own order (proven as for viewing it: its mobile or the customer's
 * token) as an attempt `to_verify` of the advance still due. 404 for an order the shopper may not see, 422 for a
 * wallet the shop does not offer, 409 when nothing is due, an earlier code still waits, or the transaction id was
 * used before in this shop.
 */
export async function sendMoneyCode(
  db: Database,
  code: string,
  body: SendPaymentBody,
  customerId: number | null,
): Promise<OrderRows> {
  const rows = await getShopperOrder(db, body.shop_id, code, { mobile: body.mobile, customerId });
  const rules = rows.paymentRules!;
  if (!isPersonalMethod(body.method) || !offeredPersonalMethods(rules).includes(body.method)) {
    throw new HttpError(422, METHOD_NOT_OFFERED, { method: ['validation.payment_method_not_offered'] });
  }
  const due = advanceDuePaisa(rows.order);
  const waiting = (rows.payments ?? []).some((row) => row.status === 'to_verify' || row.status === 'pending');
  if (due === 0 || waiting) throw new HttpError(409, PAYMENT_NOT_DUE, { method: ['validation.payment_not_due'] });
  await startAttempt(db, {
    shopId: body.shop_id,
    orderId: rows.order.id,
    method: body.method,
    amountPaisa: due,
    transactionId: body.transaction_id,
    sender: body.sender,
    details: { to_number: rules.personal_numbers[body.method] },
  });
  const fresh = await loadOrder(db, body.shop_id, rows.order.id);
  return { ...fresh, paymentRules: rules };
}

// ---- the owner's verdict ------------------------------------------------------------------------

/**
 * The owner says whether a sent-money code's money arrived: paid or rejected. Only an attempt of this shop's order
 * `orderId` that waits for the owner is changed; a second verdict changes nothing (the order is answered as it is).
 */
export async function verifyPayment(
  db: Database,
  shopId: number,
  orderId: number,
  paymentId: number,
  received: boolean,
): Promise<OrderRows> {
  const [attempt] = await db
    .select({ id: payments.id, status: payments.status, method: payments.method })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.shopId, shopId), eq(payments.orderId, orderId)));
  if (!attempt) throw notFound('Payment not found');
  if (!isPersonalMethod(attempt.method)) {
    throw new HttpError(409, 'A gateway payment is settled by its gateway, not by hand');
  }
  await settleAttempt(db, {
    shopId,
    paymentId,
    outcome: received ? 'paid' : 'rejected',
    ...(received ? {} : { failureReason: 'not received' }),
  });
  return loadOrder(db, shopId, orderId);
}

// ---- the payments list ------------------------------------------------------------------------

function filtersOf(shopId: number, query: PaymentExportQuery): SQL {
  const conditions: SQL[] = [eq(payments.shopId, shopId)];
  if (query.from) conditions.push(gte(payments.createdAt, dhakaDayStart(query.from)));
  if (query.to) conditions.push(lt(payments.createdAt, dhakaDayStart(addDays(query.to, 1))));
  if (query.method) conditions.push(eq(payments.method, query.method));
  if (query.status) conditions.push(eq(payments.status, query.status));
  return and(...conditions)!;
}

export interface PaymentWithOrder {
  payment: PaymentRow;
  order: OrderRow;
}

/** Refuses a range that ends before it starts (422 on `to`). */
function checkRange(query: PaymentExportQuery): void {
  if (query.from && query.to && query.to < query.from) throw invalid({ to: ['validation.report_range_order'] });
}

/** A page of the shop's attempts, newest first, each with its order. */
export async function listPayments(
  db: Database,
  shopId: number,
  query: PaymentListQuery,
): Promise<Page<PaymentWithOrder>> {
  checkRange(query);
  const where = filtersOf(shopId, query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, and(eq(orders.id, payments.orderId), eq(orders.shopId, shopId)))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every attempt matching the filters (the CSV export), newest first; at most EXPORT_MAX rows. */
export const PAYMENTS_EXPORT_MAX = 20_000;

export async function exportPayments(
  db: Database,
  shopId: number,
  query: PaymentExportQuery,
): Promise<PaymentWithOrder[]> {
  checkRange(query);
  return db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, and(eq(orders.id, payments.orderId), eq(orders.shopId, shopId)))
    .where(filtersOf(shopId, query))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAYMENTS_EXPORT_MAX);
}
