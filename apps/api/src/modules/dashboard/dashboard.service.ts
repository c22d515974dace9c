/**
 * The admin home's figures. Days are Asia/Dhaka calendar days (the shops' time zone, UTC+6 all
 * year). Sales are the totals of orders placed that day that were not canceled or returned (a
 * returned cash-on-delivery parcel was never paid for). The return rate is
 * over all the shop's orders: returned / (delivered + completed + returned).
 */
import { and, asc, count, eq, gte, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import { orderStatuses, returnRate } from '@haat/domain/order-status';
import type { Database } from '../../platform/db/types.ts';
import { orders, products, productVariants } from '../../platform/db/schema.ts';
import { LOW_STOCK_THRESHOLD, SHOP_TIME_ZONE, type ProductOption } from '@haat/domain/schemas';

/** The zone as an SQL literal (a constant, never user input). */
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
export const LOW_STOCK_LIMIT = 20;
export const SALES_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SalesDayRow {
  /** YYYY-MM-DD in Dhaka. */
  date: string;
  totalPaisa: number;
  orders: number;
}

export interface DashboardRows {
  ordersByStatus: Record<string, number>;
  /** returned / (delivered + completed + returned); null while no order reached a customer. */
  returnRate: number | null;
  ordersToday: number;
  salesTodayPaisa: number;
  salesLast7DaysPaisa: number;
  /** Oldest first, SALES_DAYS entries ending today; days without sales are zero. */
  salesByDay: SalesDayRow[];
  lowStock: LowStockVariantRow[];
}

export interface LowStockVariantRow {
  productId: number;
  variantId: number;
  name: string;
  bnName: string | null;
  options: ProductOption[];
  optionValues: string[];
  sku: string | null;
  stock: number;
}

/** Orders that brought no money. */
const unpaidStatuses = ['canceled', 'returned'] as const;

const dhakaDate = sql<string>`to_char(${orders.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
const paisaSum = sql<number>`coalesce(sum(${orders.totalPaisa}), 0)::bigint`.mapWith(Number);

/** The YYYY-MM-DD `days` before a YYYY-MM-DD date. */
export function dateBefore(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

export async function getDashboard(db: Database, shopId: number, now = new Date()): Promise<DashboardRows> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [bounds] = await db
    .select({
      today: sql<string>`to_char(${at} at time zone ${zone}, 'YYYY-MM-DD')`,
      todayStartEpoch:
        sql`extract(epoch from date_trunc('day', ${at} at time zone ${zone}) at time zone ${zone})::float8`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as now`);
  const today = bounds!.today;
  const todayStart = new Date(bounds!.todayStartEpoch * 1000);
  const tomorrowStart = new Date(todayStart.getTime() + DAY_MS);
  const firstDayStart = new Date(todayStart.getTime() - (SALES_DAYS - 1) * DAY_MS);

  const ofShop = eq(orders.shopId, shopId);
  const [byStatus, [todays], days, lowStock] = await Promise.all([
    db.select({ status: orders.status, total: count() }).from(orders).where(ofShop).groupBy(orders.status),
    db
      .select({
        orders: count(),
        sales:
          sql<number>`coalesce(sum(${orders.totalPaisa}) filter (where not ${inArray(orders.status, [...unpaidStatuses])}), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(and(ofShop, gte(orders.createdAt, todayStart), lt(orders.createdAt, tomorrowStart))),
    db
      .select({ date: dhakaDate, orders: count(), total: paisaSum })
      .from(orders)
      .where(
        and(
          ofShop,
          notInArray(orders.status, [...unpaidStatuses]),
          gte(orders.createdAt, firstDayStart),
          lt(orders.createdAt, tomorrowStart),
        ),
      )
      .groupBy(dhakaDate),
    // Per variant: a kurti out of M in red is running out even with 40 others in stock.
    db
      .select({
        productId: products.id,
        variantId: productVariants.id,
        name: products.name,
        bnName: products.bnName,
        options: products.options,
        optionValues: productVariants.optionValues,
        sku: productVariants.sku,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(productVariants.shopId, shopId),
          eq(productVariants.enabled, true),
          lte(productVariants.stock, LOW_STOCK_THRESHOLD),
        ),
      )
      .orderBy(asc(productVariants.stock), asc(products.id), asc(productVariants.position), asc(productVariants.id))
      .limit(LOW_STOCK_LIMIT),
  ]);

  const ordersByStatus: Record<string, number> = Object.fromEntries(orderStatuses.map((status) => [status, 0]));
  for (const row of byStatus) ordersByStatus[row.status] = row.total;
  const dayRows = new Map(days.map((row) => [row.date, row]));
  const salesByDay = Array.from({ length: SALES_DAYS }, (_, index) => {
    const date = dateBefore(today, SALES_DAYS - 1 - index);
    const row = dayRows.get(date);
    return { date, totalPaisa: row?.total ?? 0, orders: row?.orders ?? 0 };
  });
  return {
    ordersByStatus,
    returnRate: returnRate(ordersByStatus),
    ordersToday: todays?.orders ?? 0,
    salesTodayPaisa: todays?.sales ?? 0,
    salesLast7DaysPaisa: salesByDay.reduce((sum, day) => sum + day.totalPaisa, 0),
    salesByDay,
    lowStock,
  };
}
