/**
 * Checkout under load: concurrent clients place cash-on-delivery orders (POST /api/shop/orders,
 * a fresh Idempotency-Key each) in a shop of the bench's own, made through the admin API; then a
 * sell-out race on a product with little stock. The stock check runs on the database afterwards
 * (checkStock), once the API has stopped.
 */
import { readFile } from 'node:fs/promises';
import { randomInt, randomUUID } from 'node:crypto';
import { solveProofOfWork } from '@haat/api-client/proof-of-work';
import { apiCall } from '../http.ts';
import { runLoad, type LoadFigures } from '../load.ts';
import type { SqlClient } from '../sql-client.ts';
import { readDatabaseCounters } from '../database-work.ts';
import { withDatabase } from '../postgres.ts';
import type pg from 'pg';

/** The busy shop's history this month, written before its load run. */
export const BUSY_SHOP_ORDERS = 100_000;
export const BUSY_SHOP_SMS = 50_000;

/**
 * A month of a busy shop, written in SQL as its checkouts would have: BUSY_SHOP_ORDERS orders this month (most
 * delivered, some returned, cancelled or still open, from as many numbers and addresses), and BUSY_SHOP_SMS sent
 * order SMS of one segment each, counted in the shop's monthly SMS usage as sending them counts them; its budget
 * is the largest a shop may set.
 */
async function fillMonthOfHistory(client: pg.Client, shopId: number): Promise<void> {
  await client.query(
    `update shops set settings = jsonb_set(settings, '{sms}', coalesce(settings -> 'sms', '{}') || '{"monthly_segments": 100000}')
      where id = $1`,
    [shopId],
  );
  await client.query(
    `insert into orders (shop_id, code, status, name, mobile, address, district, subtotal_paisa, delivery_charge_paisa,
                         total_paisa, client_key, created_at, updated_at)
     select $1, 'HT-B' || lpad(to_hex(n), 7, '0'),
            (array['delivered', 'delivered', 'delivered', 'completed', 'returned', 'canceled', 'pending', 'accepted'])[1 + n % 8],
            'Busy Buyer', '01' || (3 + n % 7)::text || lpad((n * 7919 % 100000000)::text, 8, '0'),
            'House 1, Road 2', 'Dhaka', 10000, 6000, 16000, md5(n::text),
            date_trunc('month', now()) + (now() - date_trunc('month', now())) * (n::float8 / $2),
            now()
       from generate_series(1, $2) as n`,
    [shopId, BUSY_SHOP_ORDERS],
  );
  await client.query(
    `insert into sms_log (shop_id, event, "to", text, segments, status, created_at, sent_at)
     select $1, 'order_placed', '01700000000', 'Order placed', 1, 'sent', now() - interval '1 second' * (n % 3600), now()
       from generate_series(1, $2) as n`,
    [shopId, BUSY_SHOP_SMS],
  );
  // Sending counts a message in the shop's monthly usage (where that counter exists: not before issue 27's item 7).
  await client.query(
    `do $$ begin
       if to_regclass('sms_monthly_usage') is not null then
         insert into sms_monthly_usage (shop_id, month, segments)
         values (${Number(shopId)}, to_char(now() at time zone 'Asia/Dhaka', 'YYYY-MM'), ${BUSY_SHOP_SMS})
         on conflict (shop_id, month) do update set segments = sms_monthly_usage.segments + excluded.segments;
       end if;
     end $$`,
  );
  await client.query('vacuum (analyze) orders, sms_log');
}

/** Stock of every product sold in the throughput run: never the limit. */
export const AMPLE_STOCK = 1_000_000;
const PRODUCTS = 20;

export interface CheckoutShop {
  shopId: number;
  /** The owner's admin token. */
  adminToken: string;
  deliveryPackageId: number;
  /** Product id → stock when it was created. */
  initialStock: Map<number, number>;
  ampleProductIds: number[];
  scarceProductId: number;
  scarceStock: number;
}

export interface CheckoutRun {
  shop: CheckoutShop;
  throughput: LoadFigures;
  /**
   * The same load on a shop with a month of history (PostgreSQL only): BUSY_SHOP_ORDERS orders and BUSY_SHOP_SMS
   * order SMS this month. Its cost per order should be the fresh shop's.
   */
  busy?: { orders: number; sms: number; throughput: LoadFigures };
  race: { attempts: number; placed: number; refused: number; otherAnswers: number };
  /** Codes of the orders the API answered 201 to, in every run (warm-up included). */
  answeredCodes: Set<string>;
  /**
   * Orders that may be stored without an answer read: requests in flight when a timed run stopped
   * (one per connection per timed run) and requests the client gave up on (timeouts) are still
   * placed by the server.
   */
  maxUnanswered: number;
}

export interface StockCheck {
  products: number;
  ordersInDatabase: number;
  ordersAnswered2xx: number;
  /** Orders answered 201 whose code is not in the database (must be none). */
  answeredButMissing: number;
  /** Orders in the database nobody read the answer of (cut off when a timed run stopped). */
  unanswered: number;
  maxUnanswered: number;
  /** Products where stock + units in order lines ≠ initial stock, or stock + sold_count ≠ initial. */
  mismatches: { productId: number; initial: number; stock: number; orderedUnits: number; soldCount: number }[];
  /** Units sold beyond the stock there was (never possible when the check passes). */
  oversold: number;
  scarceLeft: number;
  ok: boolean;
}

const count2xx = (codes: Record<string, number>) =>
  Object.entries(codes).reduce((sum, [code, n]) => sum + (code.startsWith('2') ? n : 0), 0);

/** The texts the API's log SMS sender has written to its log so far (numbers are redacted there). */
async function loggedSms(apiLogFile: string): Promise<string[]> {
  const lines = (await readFile(apiLogFile, 'utf8')).split('\n').filter((line) => line.includes('"msg":"sms"'));
  return lines.map((line) => (JSON.parse(line) as { text?: string }).text ?? '');
}

/**
 * The one-time code of the first SMS logged after the first `seen` ones: the bench's API runs in production mode,
 * where the development route that tells a code is not mounted, with the log SMS sender. Waits for its job.
 */
async function nextLoggedCode(apiLogFile: string, seen: number): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const text = (await loggedSms(apiLogFile))[seen];
    const code = text && /(\d{6})/u.exec(text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No one-time code logged in ${apiLogFile}`);
}

/** An owner, a shop and its products, created through the admin API like an owner would. */
export async function createCheckoutShop(
  apiUrl: string,
  apiLogFile: string,
  scarceStock: number,
  owner: { mobile: string; slug: string } = { mobile: '01799000001', slug: 'bench-checkout' },
): Promise<CheckoutShop> {
  const { mobile } = owner;
  const seen = (await loggedSms(apiLogFile)).length;
  // The sign-up code asks a proof of work first, as the admin's form solves it (decision 192).
  const challenge = await apiCall<Parameters<typeof solveProofOfWork>[0]>(`${apiUrl}/api/admin/v3/auth/challenge`);
  const altcha = await solveProofOfWork(challenge);
  await apiCall(`${apiUrl}/api/admin/v3/auth/register/code`, {
    method: 'POST',
    body: JSON.stringify({ mobile, altcha }),
  });
  const registered = await apiCall<{ token: string; shop: { id: number } }>(`${apiUrl}/api/admin/v3/auth/register`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Bench Owner',
      mobile,
      otp: await nextLoggedCode(apiLogFile, seen),
      password: 'bench12345',
      shop_name: 'Bench Checkout',
      shop_slug: owner.slug,
    }),
  });
  const shopId = registered.shop.id;
  const admin = (path: string, body: unknown) =>
    apiCall<{ id: number }>(`${apiUrl}/api/admin/v3${path}?shop_id=${shopId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${registered.token}` },
      body: JSON.stringify(body),
    });
  const initialStock = new Map<number, number>();
  const ampleProductIds: number[] = [];
  for (let index = 1; index <= PRODUCTS; index += 1) {
    const product = await admin('/products', {
      name: `Bench product ${index}`,
      selling_price: 100 + index,
      stock: AMPLE_STOCK,
    });
    initialStock.set(product.id, AMPLE_STOCK);
    ampleProductIds.push(product.id);
  }
  const scarce = await admin('/products', { name: 'Bench scarce product', selling_price: 250, stock: scarceStock });
  initialStock.set(scarce.id, scarceStock);
  const packages = await apiCall<{ id: number }[]>(`${apiUrl}/api/shop/delivery-packages?shop_id=${shopId}`);
  if (!packages[0]) throw new Error('The new shop has no delivery package');
  return {
    shopId,
    adminToken: registered.token,
    deliveryPackageId: packages[0].id,
    initialStock,
    ampleProductIds,
    scarceProductId: scarce.id,
    scarceStock,
  };
}

const randomMobile = () => `01${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

function orderBody(shop: CheckoutShop, items: { product_id: number; quantity: number }[]): string {
  return JSON.stringify({
    shop_id: shop.shopId,
    items,
    name: 'Bench Buyer',
    mobile: randomMobile(),
    address: 'House 1, Road 2, Dhanmondi',
    district: 'Dhaka',
    delivery_package_id: shop.deliveryPackageId,
  });
}

/** One to three distinct products of the ample ones, one or two units each. */
function randomItems(productIds: readonly number[]): { product_id: number; quantity: number }[] {
  const picked = new Set<number>();
  const lines = randomInt(1, 4);
  while (picked.size < lines) picked.add(productIds[randomInt(0, productIds.length)]!);
  return [...picked].map((product_id) => ({ product_id, quantity: randomInt(1, 3) }));
}

/** Every order is another shopper behind the proxy: its own address, so per-address limits count shoppers, not the bench. */
const randomAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const placeOrder = (body: string) => ({
  method: 'POST' as const,
  path: '/api/shop/orders',
  headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': randomAddress() },
  body,
});

export interface CheckoutOptions {
  apiUrl: string;
  /** CPU seconds of the API process so far (for CPU per request). */
  serverCpuSeconds?: () => number | null;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  scarceStock: number;
  /** Where the API writes its log (the sign-up code of the bench's owner is read there). */
  apiLogFile: string;
  /** PostgreSQL: the API's database, for its work per order and the busy shop's history (absent on PGlite). */
  databaseUrl?: string | undefined;
}

/** Keeps the code of every order answered 201. */
function codeCollector(codes: Set<string>) {
  return (status: number, body: string) => {
    if (status !== 201) return;
    const code = (JSON.parse(body) as { data?: { code?: string } }).data?.code;
    if (code) codes.add(code);
  };
}

export async function benchCheckout(options: CheckoutOptions): Promise<CheckoutRun> {
  const shop = await createCheckoutShop(options.apiUrl, options.apiLogFile, options.scarceStock);
  const answeredCodes = new Set<string>();
  const { databaseUrl } = options;
  const ordersIn = (target: CheckoutShop, onAnswer?: (status: number, body: string) => void) =>
    runLoad({
      ...(onAnswer ? { onAnswer } : {}),
      url: options.apiUrl,
      serverCpuSeconds: options.serverCpuSeconds,
      ...(databaseUrl ? { databaseCounters: () => readDatabaseCounters(databaseUrl) } : {}),
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      next: () => placeOrder(orderBody(target, randomItems(target.ampleProductIds))),
    });
  const throughput = await ordersIn(shop, codeCollector(answeredCodes));
  // Twice as many single-unit orders as there is stock, all at once: exactly the stock may succeed.
  const attempts = shop.scarceStock * 2;
  const race = await runLoad({
    url: options.apiUrl,
    serverCpuSeconds: options.serverCpuSeconds,
    connections: Math.min(options.connections, attempts),
    durationSeconds: 60,
    warmupSeconds: 0,
    amount: attempts,
    onAnswer: codeCollector(answeredCodes),
    next: () => placeOrder(orderBody(shop, [{ product_id: shop.scarceProductId, quantity: 1 }])),
  });
  const placed = count2xx(race.statusCodes);
  const refused = race.statusCodes['409'] ?? 0;
  let busy: CheckoutRun['busy'];
  if (databaseUrl) {
    const busyShop = await createCheckoutShop(options.apiUrl, options.apiLogFile, options.scarceStock, {
      mobile: '01799000002',
      slug: 'bench-checkout-busy',
    });
    await withDatabase(databaseUrl, (client) => fillMonthOfHistory(client, busyShop.shopId));
    busy = { orders: BUSY_SHOP_ORDERS, sms: BUSY_SHOP_SMS, throughput: await ordersIn(busyShop) };
  }
  return {
    shop,
    throughput,
    ...(busy ? { busy } : {}),
    race: { attempts, placed, refused, otherAnswers: race.requests - placed - refused + race.socketErrors },
    answeredCodes,
    maxUnanswered:
      options.connections * (options.warmupSeconds > 0 ? 2 : 1) +
      throughput.warmupSocketErrors +
      throughput.socketErrors +
      race.socketErrors,
  };
}

/** Reads the shop's products and orders from the database and checks stock + sold = initial for every product. */
export async function checkStock(sql: SqlClient, run: CheckoutRun): Promise<StockCheck> {
  const rows = await sql.query<{ id: number; stock: number; sold_count: number; ordered_units: string | number }>(
    `select p.id, p.stock, p.sold_count, coalesce((select sum(i.quantity) from order_items i where i.product_id = p.id), 0) as ordered_units
       from products p where p.shop_id = $1 order by p.id`,
    [run.shop.shopId],
  );
  const orders = await sql.query<{ code: string }>('select code from orders where shop_id = $1', [run.shop.shopId]);
  const codesInDatabase = new Set(orders.map((order) => order.code));
  const answeredButMissing = [...run.answeredCodes].filter((code) => !codesInDatabase.has(code)).length;
  const unanswered = orders.length - (run.answeredCodes.size - answeredButMissing);
  const mismatches: StockCheck['mismatches'] = [];
  let oversold = 0;
  for (const row of rows) {
    const initial = run.shop.initialStock.get(row.id) ?? Number.NaN;
    const orderedUnits = Number(row.ordered_units);
    oversold += Math.max(0, orderedUnits - initial);
    if (row.stock + orderedUnits !== initial || row.stock + row.sold_count !== initial || row.stock < 0) {
      mismatches.push({ productId: row.id, initial, stock: row.stock, orderedUnits, soldCount: row.sold_count });
    }
  }
  const scarceLeft = rows.find((row) => row.id === run.shop.scarceProductId)?.stock ?? Number.NaN;
  return {
    products: rows.length,
    ordersInDatabase: orders.length,
    ordersAnswered2xx: run.answeredCodes.size,
    answeredButMissing,
    unanswered,
    maxUnanswered: run.maxUnanswered,
    mismatches,
    oversold,
    scarceLeft,
    ok:
      rows.length === run.shop.initialStock.size &&
      mismatches.length === 0 &&
      oversold === 0 &&
      answeredButMissing === 0 &&
      unanswered <= run.maxUnanswered &&
      run.race.placed === run.shop.scarceStock &&
      scarceLeft === 0,
  };
}
