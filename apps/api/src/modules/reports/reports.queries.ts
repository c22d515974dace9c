/**
 * The statements behind the owner's reports (issue 32 item 2, decision 225). Each reads the shop's orders placed in
 * a span of instants through orders_shop_created_idx and groups them in the database into a few hundred rows at
 * most (Dhaka days, or courier × district × status); the buckets are made from those rows in the service. Days are
 * told by arithmetic on the epoch (Dhaka is UTC+6 all year; floored, as a cast would round 23:59:59.9 into the next
 * day): a time-zone conversion per row costs twice as much.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { rowsOf } from '../../platform/db/types.ts';
import { DHAKA_OFFSET_MS } from '@haat/domain/report-buckets';
import type { ChosenOption } from '@haat/domain/variants';

const DHAKA_OFFSET_SECONDS = sql.raw(String(DHAKA_OFFSET_MS / 1000));

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
  const rows = rowsOf<{ day: string | number; orders: number; sales: string | number }>(
    await db.execute(sql`
      select (floor(extract(epoch from o.created_at))::bigint + ${DHAKA_OFFSET_SECONDS}) / 86400 as day,
             count(*)::int as orders,
             coalesce(sum(o.total_paisa), 0)::bigint as sales
        from orders o
       where ${placedIn(shopId, span)} and ${paid}
       group by 1`),
  );
  return rows.map((row) => ({
    date: new Date(Number(row.day) * 86_400_000).toISOString().slice(0, 10),
    orders: Number(row.orders),
    salesPaisa: Number(row.sales),
  }));
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
}

export const TOP_LIMIT = 10;

/**
 * The best sellers by sales among the lines of paid orders, grouped by product or by variant; lines of deleted
 * products or variants (a null id) are grouped by their name. Names, options and SKU are the latest line's; ties go
 * to the most recently sold.
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
  }>(
    // Sums first (from order_items_shop_report_idx alone for lines of products that still exist), then the names of
    // the ten winners' latest lines; lines of deleted ones (rare) are read whole to group them by name.
    await db.execute(sql`
      with kept as (
        select ${key} as key, max(i.order_id) as last_order,
               sum(i.quantity)::bigint as quantity, sum(i.line_total_paisa)::bigint as sales
          from orders o
          join order_items i on i.shop_id = o.shop_id and i.order_id = o.id
         where ${placedIn(shopId, span)} and ${paid} and ${key} is not null
         group by 1
         order by sales desc, quantity desc, last_order desc
         limit ${TOP_LIMIT}),
      deleted as (
        select max(i.id) as last_line, sum(i.quantity)::bigint as quantity, sum(i.line_total_paisa)::bigint as sales
          from orders o
          join order_items i on i.shop_id = o.shop_id and i.order_id = o.id
         where ${placedIn(shopId, span)} and ${paid} and ${key} is null
         group by i.name
         order by sales desc, quantity desc, last_line desc
         limit ${TOP_LIMIT}),
      named as (
        select l.*, kept.quantity as sold_quantity, kept.sales as sold_sales
          from kept
          cross join lateral (
            select * from order_items l
             where l.shop_id = ${shopId} and l.order_id = kept.last_order and ${by === 'product' ? sql`l.product_id` : sql`l.variant_id`} = kept.key
             order by l.id desc limit 1) l
        union all
        select l.*, deleted.quantity, deleted.sales
          from deleted
          join order_items l on l.id = deleted.last_line)
      select product_id, ${by === 'variant' ? sql`variant_id` : sql`null::int`} as variant_id,
             name, bn_name, options, sku, sold_quantity as quantity, sold_sales as sales
        from named
       order by sold_sales desc, sold_quantity desc, id desc
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
  }));
}
