/**
 * Orders placed over HTTP while something breaks, and the proof afterwards: a ledger of every
 * attempt (Idempotency-Key, body, every answer or the lack of one), a stream of concurrent
 * shoppers, retries with the same keys, and a check of the database against the ledger.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PlaceOrderBodyInput } from '@haat/domain/schemas';
import { idempotencyKeys, orderItems, orders, products } from '../../../src/platform/db/schema.ts';
import type { Database } from '../../../src/platform/db/types.ts';
import { createDeliveryPackage, createProduct, createShop } from '../../fixtures.ts';
import type { ShopRow } from '../../../src/platform/db/rows.ts';

export interface OrderingWorld {
  shop: ShopRow;
  shopId: number;
  shopSlug: string;
  deliveryPackageId: number;
  products: { id: number; slug: string; initialStock: number }[];
}

/** A published shop with a delivery package and products with the given stocks. */
export async function seedOrderingWorld(db: Database, stocks: number[]): Promise<OrderingWorld> {
  const shop = await createShop({ db }, { name: 'ড্রিল দোকান' });
  const deliveryPackage = await createDeliveryPackage({ db }, { shop, name: 'Inside Dhaka', charge: 60 });
  const rows = [];
  for (const [index, stock] of stocks.entries()) {
    rows.push(await createProduct({ db }, { shop, stock, selling_price: 100 + index * 25, name: `পণ্য ${index + 1}` }));
  }
  return {
    shop,
    shopId: shop.id,
    shopSlug: shop.slug,
    deliveryPackageId: deliveryPackage.id,
    products: rows.map((row) => ({ id: row.id, slug: row.slug, initialStock: row.stock })),
  };
}

export type Answer =
  | { kind: 'answer'; status: number; message: string; code: string | undefined; replayed: boolean; at: number }
  | { kind: 'no answer'; error: string; at: number };

export interface Attempt {
  key: string;
  body: PlaceOrderBodyInput;
  answers: Answer[];
}

const randomMobile = () => `01${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** A random order of 1–3 different products, 1–3 units each. */
export function randomOrderBody(world: OrderingWorld): PlaceOrderBodyInput {
  const pool = [...world.products];
  const lines = Array.from({ length: randomInt(1, 4) }, () => pool.splice(randomInt(0, pool.length), 1)[0]!);
  return {
    shop_id: world.shopId,
    items: lines.map((product) => ({ product_id: product.id, quantity: randomInt(1, 4) })),
    name: randomInt(0, 2) === 0 ? 'রহিম উদ্দিন' : 'Rahim Uddin',
    mobile: randomMobile(),
    address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
    district: 'Dhaka',
    delivery_package_id: world.deliveryPackageId,
  };
}

/** Each attempt is another shopper: an address of its own, the same on every retry of the attempt. */
function shopperAddress(key: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(key).digest();
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

/** POST /api/shop/orders once; a network failure (the server died, the socket closed) is "no answer". */
export async function sendOrder(
  baseUrl: string,
  attempt: Pick<Attempt, 'key' | 'body'>,
  timeoutMs = 30_000,
): Promise<Answer> {
  try {
    const res = await fetch(`${baseUrl}/api/shop/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': attempt.key,
        'x-forwarded-for': shopperAddress(attempt.key),
      },
      body: JSON.stringify(attempt.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let envelope: { message?: unknown; data?: { code?: unknown } } = {};
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      envelope = { message: text.slice(0, 200) };
    }
    const code = res.status < 300 && typeof envelope.data?.code === 'string' ? envelope.data.code : undefined;
    return {
      kind: 'answer',
      status: res.status,
      message: typeof envelope.message === 'string' ? envelope.message : '',
      code,
      replayed: res.headers.get('idempotent-replayed') === 'true',
      at: performance.now(),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: 'no answer', error: cause?.code ?? cause?.message ?? String(error), at: performance.now() };
  }
}

export class OrderLedger {
  readonly attempts = new Map<string, Attempt>();

  begin(body: PlaceOrderBodyInput): Attempt {
    const attempt: Attempt = { key: randomUUID(), body, answers: [] };
    this.attempts.set(attempt.key, attempt);
    return attempt;
  }

  /** The order code of every key that got a 2xx (its first one). */
  confirmed(): Map<string, string> {
    const codes = new Map<string, string>();
    for (const attempt of this.attempts.values()) {
      const first = attempt.answers.find((answer) => answer.kind === 'answer' && answer.code !== undefined);
      if (first?.kind === 'answer') codes.set(attempt.key, first.code!);
    }
    return codes;
  }

  /** Attempts whose outcome the client does not know: no answer, or only 5xx so far. */
  unresolved(): Attempt[] {
    return [...this.attempts.values()].filter((attempt) =>
      attempt.answers.every((answer) => answer.kind === 'no answer' || answer.status >= 500),
    );
  }

  answers(): Answer[] {
    return [...this.attempts.values()].flatMap((attempt) => attempt.answers);
  }

  /** Answers by status ("no answer" for network failures). */
  tally(answers: Answer[] = this.answers()): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const answer of answers) {
      const label = answer.kind === 'no answer' ? 'no answer' : String(answer.status);
      counts[label] = (counts[label] ?? 0) + 1;
    }
    return counts;
  }
}

export interface StreamOptions {
  baseUrl: string;
  world: OrderingWorld;
  ledger: OrderLedger;
  /** Concurrent shoppers. */
  clients: number;
  /** Checked before each order; the stream ends when it is true. */
  stop: () => boolean;
  /** A shopper gives up at its first network failure (the server is gone). */
  endOnNoAnswer: boolean;
  /** Pause after a 5xx answer, so an outage is not a busy loop. */
  pauseAfterErrorMs?: number;
}

/** Concurrent shoppers placing new orders (fresh keys) until `stop()`. Resolves when all have stopped. */
export async function runOrderStream(options: StreamOptions): Promise<void> {
  const shopper = async () => {
    while (!options.stop()) {
      const attempt = options.ledger.begin(randomOrderBody(options.world));
      const answer = await sendOrder(options.baseUrl, attempt);
      attempt.answers.push(answer);
      if (answer.kind === 'no answer' && options.endOnNoAnswer) return;
      if ((answer.kind === 'no answer' || answer.status >= 500) && options.pauseAfterErrorMs) {
        await new Promise((resolve) => setTimeout(resolve, options.pauseAfterErrorMs));
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, shopper));
}

/**
 * Sends each attempt again with its key and body (`concurrency` at a time). An attempt that had a
 * 2xx must be answered 201 again with the same order code, marked as a replay; anything else is
 * returned as a failure.
 */
export async function retryAttempts(baseUrl: string, attempts: Attempt[], concurrency = 8): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...attempts];
  const worker = async () => {
    for (let attempt = queue.shift(); attempt; attempt = queue.shift()) {
      const before = attempt.answers.find((answer) => answer.kind === 'answer' && answer.code !== undefined);
      const answer = await sendOrder(baseUrl, attempt);
      attempt.answers.push(answer);
      if (before?.kind !== 'answer') continue;
      if (answer.kind !== 'answer' || answer.status !== 201 || answer.code !== before.code || !answer.replayed) {
        const got =
          answer.kind === 'answer'
            ? `${answer.status} ${answer.code ?? answer.message} replayed=${answer.replayed}`
            : answer.error;
        failures.push(`retry of key ${attempt.key} (first answered ${before.code}) got ${got}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

export interface OrderCheck {
  failures: string[];
  orders: number;
  confirmedKeys: number;
  storedAnswers: number;
  /** Keys left in flight (their request died after claiming the key, before the order committed). */
  inFlightKeys: number;
  unitsSold: number;
}

/**
 * The database against the ledger: every order that got a 2xx exists exactly once with the lines
 * that were sent; every order has exactly one key whose stored answer names it (so no retry can
 * have made a second one); stock + sold = initial, and sold = the units in order lines.
 */
export async function checkOrders(db: Database, world: OrderingWorld, ledger: OrderLedger): Promise<OrderCheck> {
  const failures: string[] = [];
  const orderRows = await db
    .select({ id: orders.id, code: orders.code })
    .from(orders)
    .where(eq(orders.shopId, world.shopId));
  const lineRows = await db
    .select({ orderId: orderItems.orderId, productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.shopId, world.shopId))
    .orderBy(asc(orderItems.orderId), asc(orderItems.productId));
  const keyRows = await db
    .select({
      key: idempotencyKeys.key,
      status: idempotencyKeys.status,
      responseStatus: idempotencyKeys.responseStatus,
      code: sql<string | null>`${idempotencyKeys.responseBody} -> 'data' ->> 'code'`,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.shopId, world.shopId));

  const ordersByCode = new Map<string, number[]>();
  for (const row of orderRows) ordersByCode.set(row.code, [...(ordersByCode.get(row.code) ?? []), row.id]);
  const linesByOrder = new Map<number, string[]>();
  for (const line of lineRows)
    linesByOrder.set(line.orderId, [...(linesByOrder.get(line.orderId) ?? []), `${line.productId}x${line.quantity}`]);

  // Every 2xx answer: its order exists once, with the lines sent, and every 2xx for the key named the same order.
  const confirmed = ledger.confirmed();
  for (const [key, code] of confirmed) {
    const ids = ordersByCode.get(code) ?? [];
    if (ids.length !== 1)
      failures.push(`order ${code} (key ${key}) answered 2xx is in the database ${ids.length} times`);
    const attempt = ledger.attempts.get(key)!;
    const codes = new Set(
      attempt.answers.flatMap((answer) => (answer.kind === 'answer' && answer.code ? [answer.code] : [])),
    );
    if (codes.size > 1) failures.push(`key ${key} was answered with different orders: ${[...codes].join(', ')}`);
    const sent = attempt.body.items.map((item) => `${item.product_id}x${item.quantity}`).sort();
    const stored = [...(linesByOrder.get(ids[0] ?? -1) ?? [])].sort();
    if (ids.length === 1 && sent.join() !== stored.join())
      failures.push(`order ${code} has lines ${stored.join()} but ${sent.join()} were sent`);
  }

  // Every order is the stored answer of exactly one key: an order without one would be a duplicate in waiting.
  const answered = keyRows.filter((row) => row.status === 'done' && row.responseStatus === 201);
  const answerCodes = new Map<string, number>();
  for (const row of answered) answerCodes.set(row.code ?? '', (answerCodes.get(row.code ?? '') ?? 0) + 1);
  for (const row of orderRows) {
    const times = answerCodes.get(row.code) ?? 0;
    if (times !== 1) failures.push(`order ${row.code} is the stored answer of ${times} idempotency keys`);
  }
  if (answered.length !== orderRows.length)
    failures.push(`${orderRows.length} orders but ${answered.length} keys answered 201`);
  const unknownKeys = keyRows.filter((row) => !ledger.attempts.has(row.key));
  if (unknownKeys.length > 0) failures.push(`${unknownKeys.length} idempotency keys that no request sent`);

  // Stock.
  let unitsSold = 0;
  const productRows = await db
    .select({ id: products.id, stock: products.stock, soldCount: products.soldCount })
    .from(products)
    .where(and(eq(products.shopId, world.shopId)));
  const soldInLines = new Map<number, number>();
  for (const line of lineRows)
    soldInLines.set(line.productId ?? -1, (soldInLines.get(line.productId ?? -1) ?? 0) + line.quantity);
  for (const product of world.products) {
    const row = productRows.find((candidate) => candidate.id === product.id);
    if (!row) {
      failures.push(`product ${product.id} is gone`);
      continue;
    }
    unitsSold += row.soldCount;
    if (row.stock + row.soldCount !== product.initialStock) {
      failures.push(
        `product ${product.id}: stock ${row.stock} + sold ${row.soldCount} ≠ initial ${product.initialStock}`,
      );
    }
    if (row.soldCount !== (soldInLines.get(product.id) ?? 0)) {
      failures.push(
        `product ${product.id}: sold ${row.soldCount} but order lines hold ${soldInLines.get(product.id) ?? 0}`,
      );
    }
  }

  return {
    failures,
    orders: orderRows.length,
    confirmedKeys: confirmed.size,
    storedAnswers: answered.length,
    inFlightKeys: keyRows.filter((row) => row.status === 'in_flight').length,
    unitsSold,
  };
}
