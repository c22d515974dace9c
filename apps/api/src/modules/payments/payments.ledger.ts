/**
 * The payments ledger (issue 30, decision 230): the only writer of `payments` and of an order's `paid_paisa`,
 * `payment_status` and `payment_due_by`. The gateways (bKash, SSLCommerz) and the sent-money code call it; every
 * function takes the shop the request is bound to, and a payment or order of another shop is not found.
 *
 * Settling and refunding lock the order row first (`for update`), then read the attempt again: two callbacks, an
 * execute racing a query, or the owner verifying twice are serialised there, and the second sees the first's
 * outcome (`alreadySettled`). The order's money is recomputed from all its attempts in the same transaction, so it
 * never drifts from them. The unique indexes of `payments` (decision 230) make a replayed gateway id or a reused
 * transaction id refuse with 409 instead of paying twice.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  advanceCovered,
  isOpenAttempt,
  netPaidPaisa,
  orderPaymentStatus,
  refundRefusal,
  type AttemptStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@haat/domain/advance-payment';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { PaymentRow } from '../../platform/db/rows.ts';
import { orders, payments } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import { conflict, HttpError, invalid, notFound } from '../../platform/http/errors.ts';

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_CLOSED = 'This order is cancelled or returned and cannot be paid';
export const TRANSACTION_ID_USED = 'This transaction ID has already been used for a payment';
export const GATEWAY_ID_USED = 'This payment has already been started';
export const REFUND_ABOVE_PAID = 'A refund cannot be more than what was paid';

/** Order statuses that take no more payments. */
const CLOSED_ORDER_STATUSES = new Set(['canceled', 'returned']);

/** The order's money after a change: what the admin, the courier and the SMS read. */
export interface OrderMoney {
  orderId: number;
  totalPaisa: number;
  advancePaisa: number;
  paidPaisa: number;
  paymentStatus: PaymentStatus;
  paymentDueBy: Date | null;
}

export interface StartAttempt {
  shopId: number;
  orderId: number;
  method: PaymentMethod;
  amountPaisa: number;
  /** bKash's paymentID, SSLCommerz's session key; absent for a personal wallet. */
  gatewayPaymentId?: string | null;
  /** A personal wallet's payment comes with its transaction id and waits for the owner (`to_verify`). */
  transactionId?: string | null;
  sender?: string | null;
  details?: Record<string, unknown>;
}

export interface SettleAttempt {
  shopId: number;
  paymentId: number;
  /** `rejected` is the owner's "not received" of a sent-money code. */
  outcome: 'paid' | 'failed' | 'cancelled' | 'rejected';
  transactionId?: string | null;
  /** What the gateway says was paid, when it says (a shopper paying ৳1 of ৳120 is recorded as ৳1). */
  amountPaisa?: number;
  failureReason?: string | null;
  details?: Record<string, unknown>;
}

export interface LedgerResult {
  payment: PaymentRow;
  order: OrderMoney;
  /** True when the attempt was already settled: nothing changed. */
  alreadySettled: boolean;
}

/** Locks the order row of this shop (every payment change of the order waits here) and returns it. */
async function lockOrder(tx: Database, shopId: number, orderId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      totalPaisa: orders.totalPaisa,
      advancePaisa: orders.advancePaisa,
      paidPaisa: orders.paidPaisa,
      paymentStatus: orders.paymentStatus,
      paymentDueBy: orders.paymentDueBy,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)))
    .for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/** Recomputes the order's paid amount and payment status from all its attempts (the order row is locked). */
async function recompute(tx: Database, shopId: number, order: LockedOrder): Promise<OrderMoney> {
  const attempts = await tx
    .select({ status: payments.status, amountPaisa: payments.amountPaisa, refundedPaisa: payments.refundedPaisa })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.shopId, shopId)));
  const money = attempts.map((row) => ({ ...row, status: row.status as AttemptStatus }));
  const paidPaisa = netPaidPaisa(money);
  const paymentStatus = orderPaymentStatus(money, order.totalPaisa);
  const paymentDueBy = advanceCovered(order.advancePaisa, paidPaisa) ? null : order.paymentDueBy;
  if (
    paidPaisa !== order.paidPaisa ||
    paymentStatus !== order.paymentStatus ||
    paymentDueBy?.getTime() !== order.paymentDueBy?.getTime()
  ) {
    await tx
      .update(orders)
      .set({ paidPaisa, paymentStatus, paymentDueBy })
      .where(and(eq(orders.id, order.id), eq(orders.shopId, shopId)));
  }
  return {
    orderId: order.id,
    totalPaisa: order.totalPaisa,
    advancePaisa: order.advancePaisa,
    paidPaisa,
    paymentStatus,
    paymentDueBy,
  };
}

const moneyOf = (order: LockedOrder): OrderMoney => ({
  orderId: order.id,
  totalPaisa: order.totalPaisa,
  advancePaisa: order.advancePaisa,
  paidPaisa: order.paidPaisa,
  paymentStatus: order.paymentStatus as PaymentStatus,
  paymentDueBy: order.paymentDueBy,
});

/** Turns a unique violation of `payments` into the 409 it means; anything else is thrown as it is. */
function refuseDuplicate(error: unknown): never {
  if (isUniqueViolation(error, 'payments_transaction_unique')) {
    throw new HttpError(409, TRANSACTION_ID_USED, { transaction_id: ['validation.transaction_id_used'] });
  }
  if (isUniqueViolation(error, 'payments_gateway_unique')) throw conflict(GATEWAY_ID_USED);
  throw error;
}

/**
 * A new attempt to pay `amountPaisa` of the order: `pending` for a gateway, `to_verify` for a sent-money code. 404
 * when the order is not this shop's, 409 when it is closed or the gateway id / transaction id was used before.
 */
export async function startAttempt(db: Database, input: StartAttempt): Promise<LedgerResult> {
  if (!Number.isSafeInteger(input.amountPaisa) || input.amountPaisa <= 0) {
    throw invalid({ amount: ['validation.min_value'] });
  }
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.shopId, input.orderId);
      if (CLOSED_ORDER_STATUSES.has(order.status)) throw conflict(ORDER_CLOSED);
      const personal = Boolean(input.transactionId) && !input.gatewayPaymentId;
      const [payment] = await tx
        .insert(payments)
        .values({
          shopId: input.shopId,
          orderId: order.id,
          method: input.method,
          amountPaisa: input.amountPaisa,
          status: personal ? 'to_verify' : 'pending',
          gatewayPaymentId: input.gatewayPaymentId ?? null,
          transactionId: input.transactionId ?? null,
          sender: input.sender ?? null,
          details: input.details ?? {},
        })
        .returning();
      return { payment: payment!, order: await recompute(tx, input.shopId, order), alreadySettled: false };
    });
  } catch (error) {
    refuseDuplicate(error);
  }
}

/** Sets the gateway's id of an attempt started before the gateway answered (e.g. bKash's paymentID after create). */
export async function setGatewayPaymentId(
  db: Database,
  input: { shopId: number; paymentId: number; gatewayPaymentId: string },
): Promise<PaymentRow> {
  try {
    const [row] = await db
      .update(payments)
      .set({ gatewayPaymentId: input.gatewayPaymentId })
      .where(and(eq(payments.id, input.paymentId), eq(payments.shopId, input.shopId)))
      .returning();
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    return row;
  } catch (error) {
    refuseDuplicate(error);
  }
}

/**
 * The attempt and its order, the order locked and the attempt read again under the lock: a concurrent change of it
 * has committed or not started. 404 when the payment is not this shop's.
 */
async function lockedAttempt(tx: Database, shopId: number, paymentId: number) {
  const ofShop = and(eq(payments.id, paymentId), eq(payments.shopId, shopId));
  const [found] = await tx.select({ orderId: payments.orderId }).from(payments).where(ofShop);
  if (!found) throw notFound(PAYMENT_NOT_FOUND);
  const order = await lockOrder(tx, shopId, found.orderId);
  const [current] = await tx.select().from(payments).where(ofShop);
  if (!current) throw notFound(PAYMENT_NOT_FOUND);
  return { order, current };
}

/**
 * Records the outcome of an open attempt (`pending` or `to_verify`) and the order's money with it. Idempotent: an
 * attempt already settled is left as it is and reported `alreadySettled` (a replayed callback, a second execute, the
 * owner verifying twice). 404 when the payment is not this shop's.
 */
export async function settleAttempt(db: Database, input: SettleAttempt): Promise<LedgerResult> {
  try {
    return await db.transaction(async (tx) => {
      const { order, current } = await lockedAttempt(tx, input.shopId, input.paymentId);
      if (!isOpenAttempt(current.status)) return { payment: current, order: moneyOf(order), alreadySettled: true };
      const amountPaisa = input.amountPaisa ?? current.amountPaisa;
      if (!Number.isSafeInteger(amountPaisa) || amountPaisa <= 0) throw invalid({ amount: ['validation.min_value'] });
      const [payment] = await tx
        .update(payments)
        .set({
          status: input.outcome,
          amountPaisa,
          transactionId: input.transactionId ?? current.transactionId,
          failureReason: input.outcome === 'paid' ? null : (input.failureReason ?? null),
          details: input.details ? { ...current.details, ...input.details } : current.details,
        })
        .where(and(eq(payments.id, current.id), eq(payments.shopId, input.shopId)))
        .returning();
      return { payment: payment!, order: await recompute(tx, input.shopId, order), alreadySettled: false };
    });
  } catch (error) {
    refuseDuplicate(error);
  }
}

/**
 * Records a refund of `amountPaisa` of a paid attempt (made through its gateway, or by hand for a sent-money code).
 * 422 `validation.refund_above_paid` when it is more than is left of it or the attempt is not paid; nothing changes.
 */
export async function recordRefund(
  db: Database,
  input: { shopId: number; paymentId: number; amountPaisa: number; details?: Record<string, unknown> },
): Promise<LedgerResult> {
  return db.transaction(async (tx) => {
    const { order, current } = await lockedAttempt(tx, input.shopId, input.paymentId);
    const refusal = refundRefusal(
      {
        status: current.status as AttemptStatus,
        amountPaisa: current.amountPaisa,
        refundedPaisa: current.refundedPaisa,
      },
      input.amountPaisa,
    );
    if (refusal === 'amount_not_positive') throw invalid({ amount: ['validation.min_value'] });
    if (refusal) throw new HttpError(422, REFUND_ABOVE_PAID, { amount: ['validation.refund_above_paid'] });
    const [payment] = await tx
      .update(payments)
      .set({
        refundedPaisa: current.refundedPaisa + input.amountPaisa,
        details: input.details ? { ...current.details, ...input.details } : current.details,
      })
      .where(and(eq(payments.id, current.id), eq(payments.shopId, input.shopId)))
      .returning();
    return { payment: payment!, order: await recompute(tx, input.shopId, order), alreadySettled: false };
  });
}

/** The attempt a gateway's callback names, in the shop the callback came to; null when there is none. */
export async function findAttemptByGatewayId(
  db: Database,
  input: { shopId: number; method: PaymentMethod; gatewayPaymentId: string },
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.shopId, input.shopId),
        eq(payments.method, input.method),
        eq(payments.gatewayPaymentId, input.gatewayPaymentId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The order's attempts, oldest first. */
export async function attemptsOf(db: Database, shopId: number, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.orderId, orderId)))
    .orderBy(asc(payments.id));
}
