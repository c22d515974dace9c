/** Payments on the wire (issue 30): an order's money and attempts, and the admin's payments list. */
import {
  dispatchRuleApplies,
  offeredPersonalMethods,
  type AttemptStatus,
  type PaymentMethod,
  type PaymentRules,
  type PaymentStatus,
} from '@haat/domain/advance-payment';
import type { AdminPayment, OrderPayment, PaymentAttempt } from '@haat/domain/schemas';
import type { OrderRow, PaymentRow } from '../../platform/db/rows.ts';
import { taka } from '../../platform/money.ts';

/** Order statuses that take no payment any more. */
const CLOSED = new Set(['canceled', 'returned']);

export function serializeAttempt(row: PaymentRow): PaymentAttempt {
  return {
    id: row.id,
    method: row.method as PaymentMethod,
    amount: taka(row.amountPaisa),
    status: row.status as AttemptStatus,
    transaction_id: row.transactionId,
    sender: row.sender,
    refunded: taka(row.refundedPaisa),
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What is still due in advance: the advance less the net paid, never below 0. */
export function advanceDuePaisa(order: Pick<OrderRow, 'advancePaisa' | 'paidPaisa'>): number {
  return Math.max(0, order.advancePaisa - order.paidPaisa);
}

/**
 * The order's money. `rules` (the shop's payment rules, when the caller has read them) give the ways to pay the
 * advance and the refund terms; without them both are left out.
 */
export function serializeOrderPayment(
  order: OrderRow,
  attempts: readonly PaymentRow[],
  rules?: PaymentRules,
): OrderPayment {
  const advanceDue = advanceDuePaisa(order);
  const atDoor = Math.max(0, order.totalPaisa - order.paidPaisa - advanceDue);
  const payable = advanceDue > 0 && !CLOSED.has(order.status);
  return {
    status: order.paymentStatus as PaymentStatus,
    advance: taka(order.advancePaisa),
    paid: taka(order.paidPaisa),
    advance_due: taka(advanceDue),
    at_door: taka(atDoor),
    due_by: advanceDue > 0 ? (order.paymentDueBy?.toISOString() ?? null) : null,
    dispatch_within_48h: dispatchRuleApplies(order.advancePaisa, order.totalPaisa),
    methods:
      payable && rules
        ? offeredPersonalMethods(rules).map((method) => ({ method, number: rules.personal_numbers[method] }))
        : [],
    refund_terms: order.advancePaisa > 0 ? (rules?.refund_terms ?? null) : null,
    attempts: attempts.map(serializeAttempt),
  };
}

/** A row of the admin's payments list. */
export function serializeAdminPayment(row: PaymentRow, order: OrderRow): AdminPayment {
  return {
    ...serializeAttempt(row),
    order_id: order.id,
    order_code: order.code,
    order_status: order.status,
    customer_name: order.name,
    customer_mobile: order.mobile,
    order_total: taka(order.totalPaisa),
  };
}
