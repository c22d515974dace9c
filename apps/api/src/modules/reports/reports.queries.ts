/**
 * The statements behind the owner's reports (issue 32 item 2, decision 225). Each reads the shop's orders placed in
 * a span of instants through orders_shop_created_idx and groups them in the database into a few hundred rows at
 * most (Dhaka days, or courier × district × status); the buckets are made from those rows in the service.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { rowsOf } from '../../platform/db/types.ts';
import { SHOP_TIME_ZONE } from '@haat/domain/schemas';
import type { ChosenOption } from '@haat/domain/variants';

/** The zone as an SQL literal (a constant, never user input). */
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** Orders that brought no money (as on the dashboard). */
const paid = sql`o.status not in ('canceled', 'returned')`;

export interface Span {
  start: Date;
  end: Date;
}

const placedIn = (shopId: number, span: Span) =>
  sql`o.shop_id = ${shopId} and o.created_at >= ${span.start.toISOString()}::timestamptz and o.created_at < ${span.end.toISOString()}::timestamptz`;

export interface SalesDay {
  /** YYYY-MM-DD in Dhaka. */
  date: string;
  orders: number;
  salesPaisa: number;
}

/** Orders neither canceled nor returned and their totals, per Dhaka day with any. */
export async function salesByDay(db: Database, shopId: number, span: Span): Promise<SalesDay[]> {
  const rows = rowsOf<{ date: string; orders: number; sales: string | number }>(
    await db.execute(sql`
      select to_char(o.created_at at time zone ${zone}, 'YYYY-MM-DD') as date,
             count(*)::int as orders,
             coalesce(sum(o.total_paisa), 0)::bigint as sales
        from orders o
       where ${placedIn(shopId, span)} and ${paid}
       group by 1`),
  );
  return rows.map((row) => ({ date: row.date, orders: Number(row.orders), salesPaisa: Number(row.sales) }));
}

export interface OutcomeRow {
  /** The courier the parcel was booked with; null when none. */
  courier: string | null;
  district: string | null;
  status: string;
  orders: number;
  /** The parcel's cash to collect when booked, else the order's total. */
  codPaisa: number;
}

/** Orders counted per booked courier, district and status, with the cash each group was to collect. */
export async function outcomes(db: Database, shopId: number, span: Span): Promise<OutcomeRow[]> {
  const rows = rowsOf<{
    courier: string | null;
    district: string | null;
    status: string;
    orders: number;
    cod: string | number;
  }>(
    await db.execute(sql`
      select s.courier, o.district, o.status,
             count(*)::int as orders,
             coalesce(sum(coalesce(s.cod_amount_paisa, o.total_paisa)), 0)::bigint as cod
        from orders o
        left join shipments s on s.order_id = o.id and s.shop_id = o.shop_id and s.state = 'booked'
       where ${placedIn(shopId, span)}
       group by 1, 2, 3`),
  );
  return rows.map((row) => ({
    courier: row.courier,
    district: row.district,
    status: row.status,
    orders: Number(row.orders),
    codPaisa: Number(row.cod),
  }));
}

export interface SoldRow {
  productId: number | null;
  variantId: number | null;
  name: string;
  bnName: string | null;
  options: ChosenOption[];
  sku: string | null;
  quantity: number;
  salesPaisa: number;
  orders: number;
}

export const TOP_LIMIT = 10;

/**
 * The best sellers by sales among the lines of paid orders, grouped by product or by variant; lines of deleted
 * products or variants (a null id) are grouped by their name. Names, options and SKU are the latest line's.
 */
export async function topSold(db: Database, shopId: number, span: Span, by: 'product' | 'variant'): Promise<SoldRow[]> {
  const key = by === 'product' ? sql`i.product_id` : sql`i.variant_id`;
  const rows = rowsOf<{
    product_id: number | null;
    variant_id: number | null;
    name: string;
    bn_name: string | null;
    options: ChosenOption[] | null;
    sku: string | null;
    quantity: string | number;
    sales: string | number;
    orders: number;
  }>(
    await db.execute(sql`
      select (array_agg(i.product_id order by i.id desc))[1] as product_id,
             ${by === 'variant' ? sql`(array_agg(i.variant_id order by i.id desc))[1]` : sql`null::int`} as variant_id,
             (array_agg(i.name order by i.id desc))[1] as name,
             (array_agg(i.bn_name order by i.id desc))[1] as bn_name,
             (array_agg(i.options order by i.id desc))[1] as options,
             (array_agg(i.sku order by i.id desc))[1] as sku,
             sum(i.quantity)::bigint as quantity,
             sum(i.line_total_paisa)::bigint as sales,
             count(distinct i.order_id)::int as orders
        from orders o
        join order_items i on i.order_id = o.id
       where ${placedIn(shopId, span)} and ${paid}
       group by ${key}, case when ${key} is null then i.name end
       order by sales desc, quantity desc, name
       limit ${TOP_LIMIT}`),
  );
  return rows.map((row) => ({
    productId: row.product_id,
    variantId: row.variant_id,
    name: row.name,
    bnName: row.bn_name,
    options: row.options ?? [],
    sku: row.sku,
    quantity: Number(row.quantity),
    salesPaisa: Number(row.sales),
    orders: Number(row.orders),
  }));
}
