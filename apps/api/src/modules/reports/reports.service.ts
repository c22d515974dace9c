/**
 * The owner's reports (issue 32 item 2, decision 225): the rows of reports.queries.ts made into the answers, with the
 * buckets and the previous period of @haat/domain/report-buckets.
 */
import {
  comparedBuckets,
  previousPeriod,
  rangeInstants,
  type DateRange,
  type ReportBucket,
} from '@haat/domain/report-buckets';
import { orderStatuses } from '@haat/domain/order-status';
import type { CodReport, DeliveryReport, ProductsReport, SalesFigures, SalesReport } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { taka } from '../../platform/money.ts';
import { outcomes, salesByDay, topSold, type OutcomeRow, type SalesDay } from './reports.queries.ts';

function figures(orders: number, salesPaisa: number): SalesFigures {
  return {
    orders,
    sales: taka(salesPaisa),
    average_order_value: orders === 0 ? 0 : taka(Math.round(salesPaisa / orders)),
  };
}

/** The sums of the days from `range.from` to `range.to` (dates compare as strings). */
function sumDays(days: readonly SalesDay[], range: DateRange): { orders: number; salesPaisa: number } {
  let orders = 0;
  let salesPaisa = 0;
  for (const day of days) {
    if (day.date < range.from || day.date > range.to) continue;
    orders += day.orders;
    salesPaisa += day.salesPaisa;
  }
  return { orders, salesPaisa };
}

export async function salesReport(
  db: Database,
  shopId: number,
  range: DateRange,
  bucket: ReportBucket,
): Promise<SalesReport> {
  const previous = previousPeriod(range);
  // One statement over both periods: at most 732 day rows.
  const days = await salesByDay(db, shopId, {
    start: rangeInstants(previous).start,
    end: rangeInstants(range).end,
  });
  const totals = sumDays(days, range);
  const previousTotals = sumDays(days, previous);
  return {
    from: range.from,
    to: range.to,
    bucket,
    previous,
    totals: figures(totals.orders, totals.salesPaisa),
    previous_totals: figures(previousTotals.orders, previousTotals.salesPaisa),
    series: comparedBuckets(range, bucket).map((b) => {
      const now = sumDays(days, b);
      const before = sumDays(days, b.previous);
      return {
        key: b.key,
        from: b.from,
        to: b.to,
        ...figures(now.orders, now.salesPaisa),
        previous: { ...b.previous, ...figures(before.orders, before.salesPaisa) },
      };
    }),
  };
}

type Tally = DeliveryReport['by_courier'][number] & DeliveryReport['by_district'][number];

function emptyTally(): Omit<Tally, 'courier' | 'district'> {
  return { orders: 0, delivered: 0, returned: 0, canceled: 0, delivery_ratio: null };
}

function add(tally: Omit<Tally, 'courier' | 'district'>, row: OutcomeRow) {
  tally.orders += row.orders;
  if (row.status === 'delivered' || row.status === 'completed') tally.delivered += row.orders;
  else if (row.status === 'returned') tally.returned += row.orders;
  else if (row.status === 'canceled') tally.canceled += row.orders;
}

function withRatio<T extends Omit<Tally, 'courier' | 'district'>>(tally: T): T {
  const ended = tally.delivered + tally.returned + tally.canceled;
  return { ...tally, delivery_ratio: ended === 0 ? null : tally.delivered / ended };
}

/** Groups by a key, most orders first, then by the key (nulls last). */
function tallyBy<K extends 'courier' | 'district'>(rows: readonly OutcomeRow[], key: K) {
  const tallies = new Map<string | null, ReturnType<typeof emptyTally>>();
  for (const row of rows) {
    const value = row[key];
    const tally = tallies.get(value) ?? emptyTally();
    add(tally, row);
    tallies.set(value, tally);
  }
  return [...tallies.entries()]
    .map(([value, tally]) => ({ [key]: value, ...withRatio(tally) }) as { [P in K]: string | null } & Tally)
    .sort(
      (a, b) =>
        b.orders - a.orders ||
        (a[key] === null ? 1 : 0) - (b[key] === null ? 1 : 0) ||
        String(a[key]).localeCompare(String(b[key])),
    );
}

export async function deliveryReport(db: Database, shopId: number, range: DateRange): Promise<DeliveryReport> {
  const rows = await outcomes(db, shopId, rangeInstants(range));
  const ordersByStatus: Record<string, number> = Object.fromEntries(orderStatuses.map((status) => [status, 0]));
  for (const row of rows) ordersByStatus[row.status] = (ordersByStatus[row.status] ?? 0) + row.orders;
  return {
    from: range.from,
    to: range.to,
    orders_by_status: ordersByStatus,
    by_courier: tallyBy(rows, 'courier').map(({ courier, ...rest }) => ({ courier, ...rest })),
    by_district: tallyBy(rows, 'district').map(({ district, ...rest }) => ({ district, ...rest })),
  };
}

export async function productsReport(db: Database, shopId: number, range: DateRange): Promise<ProductsReport> {
  const span = rangeInstants(range);
  const [products, variants] = await Promise.all([
    topSold(db, shopId, span, 'product'),
    topSold(db, shopId, span, 'variant'),
  ]);
  const sold = (row: (typeof products)[number]) => ({
    quantity: row.quantity,
    sales: taka(row.salesPaisa),
  });
  return {
    from: range.from,
    to: range.to,
    products: products.map((row) => ({ product_id: row.productId, name: row.name, bn_name: row.bnName, ...sold(row) })),
    variants: variants.map((row) => ({
      product_id: row.productId,
      variant_id: row.variantId,
      name: row.name,
      bn_name: row.bnName,
      options: row.options,
      sku: row.sku,
      ...sold(row),
    })),
  };
}

export async function codReport(db: Database, shopId: number, range: DateRange): Promise<CodReport> {
  const rows = await outcomes(db, shopId, rangeInstants(range));
  const sum = (statuses: readonly string[]) => {
    let orders = 0;
    let paisa = 0;
    for (const row of rows) {
      if (!statuses.includes(row.status)) continue;
      orders += row.orders;
      paisa += row.codPaisa;
    }
    return { orders, paisa };
  };
  const collected = sum(['delivered', 'completed']);
  const outstanding = sum(['shipped']);
  const returned = sum(['returned']);
  const due = { orders: collected.orders + outstanding.orders, paisa: collected.paisa + outstanding.paisa };
  const wire = (part: { orders: number; paisa: number }) => ({ orders: part.orders, amount: taka(part.paisa) });
  return {
    from: range.from,
    to: range.to,
    due: wire(due),
    collected: wire(collected),
    outstanding: wire(outstanding),
    returned: wire(returned),
    collected_ratio: due.paisa === 0 ? null : collected.paisa / due.paisa,
  };
}
