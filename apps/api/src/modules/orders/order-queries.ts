/**
 * Reading orders with their lines and history. Shared with the admin and customer modules, which
 * serialize the result with orders.serializers.ts.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { orderItems, orders, orderStatusHistory, payments, shipments } from '../../platform/db/schema.ts';
import type { OrderItemRow, OrderRow, OrderStatusRow, PaymentRow, ShipmentRow } from '../../platform/db/rows.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { OrderRows } from './orders.serializers.ts';

export const ORDER_NOT_FOUND = 'Order not found';

function groupByOrder<T extends { orderId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/**
 * Orders with their lines (in placing order), history (oldest first), shipment and attempts to pay (oldest first), in
 * the order given; four queries whatever the count.
 */
export async function withDetails(db: Database, rows: OrderRow[]): Promise<OrderRows[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, history, shipmentRows, paymentRows] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db.select().from(shipments).where(inArray(shipments.orderId, ids)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
  ]);
  const shipmentByOrder = new Map<number, ShipmentRow>(shipmentRows.map((row) => [row.orderId, row]));
  const itemsByOrder = groupByOrder<OrderItemRow>(items);
  const historyByOrder = groupByOrder<OrderStatusRow>(history);
  const paymentsByOrder = groupByOrder<PaymentRow>(paymentRows);
  return rows.map((order) => ({
    order,
    items: itemsByOrder.get(order.id) ?? [],
    history: historyByOrder.get(order.id) ?? [],
    shipment: shipmentByOrder.get(order.id) ?? null,
    payments: paymentsByOrder.get(order.id) ?? [],
  }));
}

/** The shop's order by id (a number) or by its stored code (a string, e.g. `HT-7K3M9Q2X`), or null. */
export async function findOrder(db: Database, shopId: number, idOrCode: number | string): Promise<OrderRows | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        typeof idOrCode === 'number' ? eq(orders.id, idOrCode) : eq(orders.code, idOrCode),
      ),
    )
    .limit(1);
  if (!row) return null;
  const [rows] = await withDetails(db, [row]);
  return rows ?? null;
}

/** The same, or 404 "Order not found" (also for another shop's order). */
export async function loadOrder(db: Database, shopId: number, idOrCode: number | string): Promise<OrderRows> {
  const rows = await findOrder(db, shopId, idOrCode);
  if (!rows) throw notFound(ORDER_NOT_FOUND);
  return rows;
}
