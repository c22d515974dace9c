/**
 * The owner's orders export (issue 28 item 5): the orders placed in a range of Dhaka days, one CSV line per order
 * line with the order's columns repeated (as Shopify's orders export does), so a spreadsheet can sum by product or
 * by order. UTF-8 with a byte-order mark, formulas defused, the mobile number kept as text (decision 196).
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { DHAKA_OFFSET_MS, rangeInstants, type DateRange } from '@haat/domain/report-buckets';
import { variantTitle } from '@haat/domain/variants';
import { orderItems, orders } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import { taka } from '../../platform/money.ts';
import { csvCell, csvFile, csvPhoneCell } from '../../platform/http/csv.ts';

export const ORDER_CSV_COLUMNS = [
  'order_code',
  'placed_at',
  'status',
  'name',
  'mobile',
  'address',
  'area',
  'district',
  'delivery_package',
  'delivery_charge_taka',
  'discount_taka',
  'total_taka',
  'product',
  'options',
  'sku',
  'quantity',
  'unit_price_taka',
  'line_total_taka',
] as const;

/** "2026-11-29 18:05", the Dhaka wall-clock time a spreadsheet reads as a date and time. */
function dhakaTime(instant: Date): string {
  return new Date(instant.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The orders' lines in the range, oldest order first, each order's lines in the order they were placed. */
export async function ordersCsv(db: Database, shopId: number, range: DateRange): Promise<string> {
  const { start, end } = rangeInstants(range);
  const rows = await db
    .select({ order: orders, item: orderItems })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.shopId, shopId), gte(orders.createdAt, start), lt(orders.createdAt, end)))
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderItems.id));
  const lines = rows.map(({ order, item }) =>
    [
      csvCell(order.code),
      dhakaTime(order.createdAt),
      order.status,
      csvCell(order.name),
      csvPhoneCell(order.mobile),
      csvCell(order.address),
      csvCell(order.area ?? ''),
      csvCell(order.district ?? ''),
      csvCell(order.deliveryPackageName ?? ''),
      String(taka(order.deliveryChargePaisa)),
      String(taka(order.discountPaisa)),
      String(taka(order.totalPaisa)),
      csvCell(item.name),
      csvCell(variantTitle(item.options)),
      csvCell(item.sku ?? ''),
      String(item.quantity),
      String(taka(item.unitPricePaisa)),
      String(taka(item.lineTotalPaisa)),
    ].join(','),
  );
  return csvFile(ORDER_CSV_COLUMNS, lines);
}
