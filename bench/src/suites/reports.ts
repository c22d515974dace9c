/**
 * The owner's reports on a shop with REPORT_SHOP_ORDERS orders over the past year (issue 32: under 300 ms p95 on
 * PostgreSQL). The shop is registered through the admin API (its owner's token calls the reports); its year of
 * orders, their lines and the parcels of those that left the shop are written in SQL, interleaved with as many
 * orders of another shop. Each report is then loaded
 * with one connection (an owner looking) and with a few (owners of a busy hour), rotating over the admin's ranges:
 * the last 30 days by day, the last 90 by week and the last year by month, and their previous periods.
 */
import type pg from 'pg';
import { runLoad, type LoadFigures } from '../load.ts';
import { withDatabase } from '../postgres.ts';
import { rotate } from '../rotate.ts';
import { createCheckoutShop } from './checkout.ts';

export const REPORT_SHOP_ORDERS = 100_000;
export const REPORT_ENDPOINTS = ['sales', 'delivery', 'products', 'cod'] as const;
export type ReportEndpoint = (typeof REPORT_ENDPOINTS)[number];

export interface ReportRun extends LoadFigures {
  report: ReportEndpoint;
  connections: number;
}

export interface ReportsFigures {
  orders: number;
  lines: number;
  parcels: number;
  generationSeconds: number;
  runs: ReportRun[];
}

const DISTRICTS = [
  'Dhaka',
  'Chattogram',
  'Gazipur',
  'Narayanganj',
  'Sylhet',
  'Rajshahi',
  'Khulna',
  'Cumilla',
  'Bogura',
  'Rangpur',
];
const sqlArray = (words: readonly string[]) => `array[${words.map((word) => `'${word}'`).join(', ')}]`;

/**
 * A year of orders: statuses as a shop sees them (most delivered, some returned or canceled, the last days' still
 * open), ten districts, one or two lines of the shop's products, and a parcel with one of three couriers for every
 * order that left the shop.
 */
async function fillYearOfOrders(client: pg.Client, shopId: number): Promise<Omit<ReportsFigures, 'runs'>> {
  const started = performance.now();
  // Another shop's orders interleaved with these, as many shops' orders share the table's pages in production.
  const other = await client.query<{ id: number }>(
    `insert into shops (owner_id, slug, name) select owner_id, 'bench-reports-other', 'Bench reports other' from shops where id = $1
     returning id`,
    [shopId],
  );
  await client.query(
    `insert into orders (shop_id, code, status, name, mobile, address, district, subtotal_paisa, delivery_charge_paisa,
                         total_paisa, created_at, updated_at)
     select case when n % 2 = 0 then $1::int else $3::int end, 'HT-R' || lpad(to_hex(n), 8, '0'),
            -- n / 2: each shop's own sequence, so both shops get every status and district.
            case when n > $2 - 600 then (array['pending', 'accepted', 'processing', 'shipped'])[1 + (n / 2) % 4]
                 else (array['delivered', 'delivered', 'delivered', 'delivered', 'completed', 'completed', 'returned', 'canceled'])[1 + (n / 2 * 7) % 8]
            end,
            'Report Buyer', '01' || (3 + n % 7)::text || lpad((n * 7919 % 100000000)::text, 8, '0'),
            'House 1, Road 2', (${sqlArray(DISTRICTS)})[1 + (n / 2 * 13) % ${DISTRICTS.length}],
            10000 + (n * 37 % 200) * 500, 6000, 16000 + (n * 37 % 200) * 500,
            now() - interval '365 days' * (1 - n::float8 / $2), now()
       from generate_series(1, $2) as n`,
    [shopId, REPORT_SHOP_ORDERS * 2, other.rows[0]!.id],
  );
  // Every order's first line, and a second for every third order, of the shop's products (their first variants).
  await client.query(
    `with catalogue as (
       select array_agg(p.id order by p.id) as products, array_agg(v.id order by p.id) as variants,
              array_agg(p.name order by p.id) as names
         from products p
         join lateral (select id from product_variants where product_id = p.id order by id limit 1) v on true
        where p.shop_id = $1)
     insert into order_items (shop_id, order_id, product_id, variant_id, name, unit_price_paisa, quantity, line_total_paisa)
     select o.shop_id, o.id, c.products[k], c.variants[k], c.names[k], o.subtotal_paisa, 1, o.subtotal_paisa
       from orders o cross join catalogue c
       cross join lateral (values (1 + (o.id * 7) % cardinality(c.products)), (case when o.id % 3 = 0 then 1 + o.id % cardinality(c.products) end)) as line(k)
      where o.shop_id = $1 and line.k is not null`,
    [shopId],
  );
  await client.query(
    `insert into shipments (shop_id, order_id, courier, state, consignment_id, cod_amount_paisa, booked_at)
     select o.shop_id, o.id, (array['steadfast', 'pathao', 'redx'])[1 + o.id % 3], 'booked', 'C' || o.id, o.total_paisa, o.created_at
       from orders o
      where o.shop_id = $1 and o.status in ('shipped', 'delivered', 'completed', 'returned')`,
    [shopId],
  );
  await client.query('vacuum (analyze) orders, order_items, shipments');
  const count = async (table: string) =>
    Number(
      (await client.query<{ n: string }>(`select count(*) as n from ${table} where shop_id = $1`, [shopId])).rows[0]!.n,
    );
  return {
    orders: await count('orders'),
    lines: await count('order_items'),
    parcels: await count('shipments'),
    generationSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** The Dhaka date `days` before today. */
function dhakaDaysAgo(days: number): string {
  return new Date(Date.now() + 6 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

export interface ReportsOptions {
  apiUrl: string;
  apiLogFile: string;
  databaseUrl: string;
  serverCpuSeconds?: () => number | null;
  connections: readonly number[];
  durationSeconds: number;
  warmupSeconds: number;
  onProgress?: (line: string) => void;
}

export async function benchReports(options: ReportsOptions): Promise<ReportsFigures> {
  const shop = await createCheckoutShop(options.apiUrl, options.apiLogFile, 1, {
    mobile: '01799000003',
    slug: 'bench-reports',
  });
  const data = await withDatabase(options.databaseUrl, (client) => fillYearOfOrders(client, shop.shopId));
  options.onProgress?.(
    `reports shop: ${data.orders} orders, ${data.lines} lines, ${data.parcels} parcels in ${data.generationSeconds} s`,
  );
  const today = dhakaDaysAgo(0);
  const ranges = [
    { from: dhakaDaysAgo(29), to: today, bucket: 'day' },
    { from: dhakaDaysAgo(89), to: today, bucket: 'week' },
    { from: dhakaDaysAgo(365), to: today, bucket: 'month' },
  ];
  const runs: ReportRun[] = [];
  for (const report of REPORT_ENDPOINTS) {
    for (const connections of options.connections) {
      const nextRange = rotate(ranges);
      const measured = await runLoad({
        url: options.apiUrl,
        serverCpuSeconds: options.serverCpuSeconds,
        connections,
        durationSeconds: options.durationSeconds,
        warmupSeconds: options.warmupSeconds,
        next: () => {
          const { bucket, ...range } = nextRange();
          const query = new URLSearchParams({ shop_id: String(shop.shopId), ...range });
          if (report === 'sales') query.set('bucket', bucket);
          return {
            path: `/api/admin/v3/reports/${report}?${query.toString()}`,
            headers: { authorization: `Bearer ${shop.adminToken}` },
          };
        },
      });
      runs.push({ report, connections, ...measured });
      options.onProgress?.(
        `reports/${report}, ${connections} conn.: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p95 ${measured.p95Ms} ms, errors ${measured.errors}`,
      );
    }
  }
  return { ...data, runs };
}
