/**
 * The owner's confirmation workflow (issue 17): the queue of new orders waiting for a call (oldest
 * first, with the customer's risk), and bulk status changes. Every change goes through
 * order-lifecycle.ts's changeStatus, one order per transaction: a refused order changes nothing and
 * does not stop the others.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { orderOpsSettingsOf } from '@haat/domain/order-ops';
import type { PaymentStatus } from '@haat/domain/advance-payment';
import type {
  BulkRefusalReason,
  BulkStatusResult,
  OrderCodRisk,
  OrderToConfirm,
  PaginationQuery,
} from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { orderItems, orders, payments } from '../../platform/db/schema.ts';
import type { OrderRow } from '../../platform/db/rows.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { taka } from '../../platform/money.ts';
import { offsetOf, type Page } from '../../platform/http/paginate.ts';
import { riskHistories, riskOf, serializeCodRisk } from './cod-risk.service.ts';
import { changeStatus, HeldForCallError, type ChangeStatusOptions } from './order-lifecycle.ts';
import { ORDER_NOT_FOUND } from './order-queries.ts';

const HOUR_MS = 60 * 60 * 1000;
const codRiskLevelOf = (level: string | null) =>
  level === 'new' || level === 'safe' || level === 'medium' || level === 'high' ? level : null;

/** A page of the shop's pending orders, oldest first, each with its customer's risk now. */
export async function listOrdersToConfirm(
  db: Database,
  shopId: number,
  query: PaginationQuery,
  now = new Date(),
): Promise<Page<OrderToConfirm>> {
  const where = and(eq(orders.shopId, shopId), eq(orders.status, 'pending'));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [units, histories, toVerify] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ orderId: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int` })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .groupBy(orderItems.orderId),
    riskHistories(
      db,
      shopId,
      rows.map((row) => row.mobile),
    ),
    // Sent-money codes waiting for the owner (issue 30): only orders whose payment is pending can have one.
    rows.some((row) => row.paymentStatus === 'pending')
      ? db
          .select({ orderId: payments.orderId, count: sql<number>`count(*)::int` })
          .from(payments)
          .where(and(eq(payments.shopId, shopId), inArray(payments.orderId, ids), eq(payments.status, 'to_verify')))
          .groupBy(payments.orderId)
      : Promise.resolve([]),
  ]);
  const toVerifyByOrder = new Map(toVerify.map((row) => [row.orderId, row.count]));
  const settings = orderOpsSettingsOf(histories.settings);
  const unitsByOrder = new Map(units.map((row) => [row.orderId, row.units]));
  return {
    total: counted?.total ?? 0,
    rows: rows.map((order) => {
      const input = histories.byMobile.get(order.mobile) ?? {};
      return {
        id: order.id,
        code: order.code,
        name: order.name,
        mobile: order.mobile,
        district: order.district,
        total: taka(order.totalPaisa),
        items_count: unitsByOrder.get(order.id) ?? 0,
        created_at: order.createdAt.toISOString(),
        age_seconds: Math.max(0, Math.floor((now.getTime() - order.createdAt.getTime()) / 1000)),
        auto_cancel_at: new Date(order.createdAt.getTime() + settings.auto_cancel_hours * HOUR_MS).toISOString(),
        held_for_call: order.heldForCall,
        placed_risk_level: codRiskLevelOf(order.codRiskLevel),
        cod_risk: serializeCodRisk(riskOf(input, settings.cod_risk), input),
        payment_status: order.paymentStatus as PaymentStatus,
        advance: taka(order.advancePaisa),
        paid: taka(order.paidPaisa),
        payments_to_verify: toVerifyByOrder.get(order.id) ?? 0,
      };
    }),
  };
}

/** One order's risk, when placed and now (404 for another shop's order). */
export async function orderCodRisk(db: Database, shopId: number, orderId: number): Promise<OrderCodRisk> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return orderRisk(db, shopId, order);
}

async function orderRisk(db: Database, shopId: number, order: OrderRow): Promise<OrderCodRisk> {
  const histories = await riskHistories(db, shopId, [order.mobile]);
  const settings = orderOpsSettingsOf(histories.settings);
  const input = histories.byMobile.get(order.mobile) ?? {};
  return {
    order_id: order.id,
    held_for_call: order.heldForCall,
    placed_risk_level: codRiskLevelOf(order.codRiskLevel),
    cod_risk: serializeCodRisk(riskOf(input, settings.cod_risk), input),
  };
}

function refusalReason(error: HttpError): BulkRefusalReason {
  if (error instanceof HeldForCallError) return 'held_for_call';
  return error.status === 404 ? 'not_found' : 'illegal_transition';
}

/**
 * Moves each of the shop's orders `ids` to `to`, one transaction each, in the order given. An id of
 * another shop is refused as not found, exactly like an id that does not exist.
 */
export async function changeStatusMany(
  db: Database,
  shopId: number,
  ids: readonly number[],
  to: string,
  options: ChangeStatusOptions,
): Promise<BulkStatusResult> {
  const result: BulkStatusResult = { changed: [], refused: [] };
  for (const id of ids) {
    try {
      const rows = await changeStatus(db, shopId, id, to, options);
      result.changed.push({ id, status: rows.order.status });
    } catch (error) {
      if (!(error instanceof HttpError) || (error.status !== 404 && error.status !== 409)) throw error;
      result.refused.push({ id, reason: refusalReason(error), message: error.message });
    }
  }
  return result;
}
