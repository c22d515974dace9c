/**
 * The demo orders of a shop, planned before anything is written: who ordered what, when, and how
 * far each order went. Every status appears; the demo customer has orders in most of them. Only
 * products with stock are ordered, never more than is left, so stock after the orders is
 * `initial − units in orders that were not canceled`.
 */
import type { OrderStatus } from '@haat/domain/order-status';
import { seededRandom, type Random } from './random.ts';
import type { DemoShop } from './types.ts';

/** `customer` 0 is the demo customer, 1… the other customers (people.ts); `guest` indexes GUESTS. */
export type Buyer = { kind: 'customer'; index: number } | { kind: 'guest'; index: number };

export interface PlannedLine {
  slug: string;
  quantity: number;
}

export interface PlannedStatusChange {
  status: OrderStatus;
  note: string | null;
  at: Date;
}

export interface PlannedOrder {
  status: OrderStatus;
  buyer: Buyer;
  lines: PlannedLine[];
  note: string | null;
  /** From `pending` to `status`, oldest first; the first entry's time is the order's. */
  history: PlannedStatusChange[];
}

const demo: Buyer = { kind: 'customer', index: 0 };
const customer = (index: number): Buyer => ({ kind: 'customer', index });
const guest = (index: number): Buyer => ({ kind: 'guest', index });

interface ScheduledOrder {
  status: OrderStatus;
  buyer: Buyer;
  hoursAgo: number;
  /** For a canceled order: the status it had when it was canceled. */
  canceledFrom?: 'pending' | 'accepted' | 'processing';
}

/** The same schedule in every shop: two weeks of orders, newest first, every status at least once. */
export const ORDER_SCHEDULE: readonly ScheduledOrder[] = [
  { status: 'pending', buyer: demo, hoursAgo: 2 },
  { status: 'pending', buyer: customer(1), hoursAgo: 5 },
  { status: 'pending', buyer: guest(0), hoursAgo: 9 },
  // A guest whose earlier parcel came back (the returned order below): high risk, held for a call.
  { status: 'pending', buyer: guest(1), hoursAgo: 15 },
  { status: 'accepted', buyer: customer(2), hoursAgo: 20 },
  { status: 'canceled', buyer: demo, hoursAgo: 26, canceledFrom: 'pending' },
  { status: 'accepted', buyer: demo, hoursAgo: 30 },
  { status: 'processing', buyer: customer(3), hoursAgo: 40 },
  { status: 'processing', buyer: guest(1), hoursAgo: 50 },
  { status: 'shipped', buyer: demo, hoursAgo: 60 },
  { status: 'shipped', buyer: customer(4), hoursAgo: 74 },
  { status: 'delivered', buyer: demo, hoursAgo: 96 },
  { status: 'canceled', buyer: guest(2), hoursAgo: 100, canceledFrom: 'processing' },
  { status: 'delivered', buyer: customer(2), hoursAgo: 115 },
  { status: 'returned', buyer: guest(1), hoursAgo: 130 },
  { status: 'completed', buyer: demo, hoursAgo: 150 },
  { status: 'completed', buyer: customer(1), hoursAgo: 200 },
  { status: 'completed', buyer: customer(3), hoursAgo: 260 },
  { status: 'completed', buyer: guest(0), hoursAgo: 330 },
];

const LIFECYCLE: readonly OrderStatus[] = ['pending', 'accepted', 'processing', 'shipped', 'delivered', 'completed'];

const STATUS_NOTES: Partial<Record<OrderStatus, string>> = {
  shipped: 'কুরিয়ারে পাঠানো হয়েছে',
  canceled: 'গ্রাহকের অনুরোধে বাতিল',
  returned: 'গ্রাহক পার্সেল নেননি; কুরিয়ার ফেরত দিয়েছে',
};

const ORDER_NOTES = ['সন্ধ্যার পরে ডেলিভারি দিলে ভালো হয়।', 'আসার আগে ফোন করবেন।', 'গিফট র‍্যাপ করে দিন, প্লিজ।'];

const HOUR = 60 * 60 * 1000;

/** The statuses an order went through to reach `scheduled.status`. */
function pathOf(scheduled: ScheduledOrder): OrderStatus[] {
  if (scheduled.status === 'canceled') {
    const from = LIFECYCLE.indexOf(scheduled.canceledFrom ?? 'pending');
    return [...LIFECYCLE.slice(0, from + 1), 'canceled'];
  }
  // The demo's returned parcel came back damaged: it is not restocked, so its units stay out of stock.
  if (scheduled.status === 'returned') return [...LIFECYCLE.slice(0, LIFECYCLE.indexOf('shipped') + 1), 'returned'];
  return LIFECYCLE.slice(0, LIFECYCLE.indexOf(scheduled.status) + 1);
}

/** Status changes spread over the time since the order, the last one a while before `now`. */
function historyOf(scheduled: ScheduledOrder, now: Date): PlannedStatusChange[] {
  const path = pathOf(scheduled);
  const placed = now.getTime() - scheduled.hoursAgo * HOUR;
  const step = Math.min(20 * HOUR, (scheduled.hoursAgo * HOUR * 0.8) / Math.max(1, path.length - 1));
  return path.map((status, i) => ({
    status,
    note: i === 0 ? null : (STATUS_NOTES[status] ?? null),
    at: new Date(placed + i * step),
  }));
}

/** One to three different products that still have stock, in quantities that are left. */
function linesOf(shop: DemoShop, left: Map<string, number>, random: Random): PlannedLine[] {
  const wanted = random.int(1, 3);
  const lines: PlannedLine[] = [];
  for (let tries = 0; lines.length < wanted && tries < 20; tries += 1) {
    const available = shop.products.filter(
      (product) => (left.get(product.slug) ?? 0) > 0 && !lines.some((line) => line.slug === product.slug),
    );
    if (available.length === 0) break;
    const product = random.pick(available);
    const quantity = Math.min(random.int(1, 3), left.get(product.slug)!);
    lines.push({ slug: product.slug, quantity });
  }
  if (lines.length === 0) throw new Error(`The demo shop ${shop.slug} has no stock left for its orders`);
  return lines;
}

export function planOrders(shop: DemoShop, now: Date): PlannedOrder[] {
  const random = seededRandom(`orders:${shop.slug}`);
  const left = new Map(shop.products.map((product) => [product.slug, product.stock]));
  return ORDER_SCHEDULE.map((scheduled) => {
    const lines = linesOf(shop, left, random);
    if (scheduled.status !== 'canceled') {
      for (const line of lines) left.set(line.slug, left.get(line.slug)! - line.quantity);
    }
    return {
      status: scheduled.status,
      buyer: scheduled.buyer,
      lines,
      note: random.next() < 0.3 ? random.pick(ORDER_NOTES) : null,
      history: historyOf(scheduled, now),
    };
  });
}

/** Units per product slug taken by orders that were not canceled (what the stock has lost). */
export function unitsSold(plans: readonly PlannedOrder[]): Map<string, number> {
  const sold = new Map<string, number>();
  for (const plan of plans) {
    if (plan.status === 'canceled') continue;
    for (const line of plan.lines) sold.set(line.slug, (sold.get(line.slug) ?? 0) + line.quantity);
  }
  return sold;
}
