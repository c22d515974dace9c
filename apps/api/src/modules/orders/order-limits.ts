/**
 * Limits against stock hoarding, checked inside the order transaction before anything is written:
 * units of one product per order (a shop setting), and orders still waiting to be sent (pending,
 * accepted, processing) per mobile number and per client address in the shop. Each number and
 * address is locked for the rest of the transaction first, so parallel orders from one of them are
 * counted one after another and cannot all slip under the limit together. The count reads at most
 * the open orders of one number and one address (their indexes), never the shop's history.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { DEFAULT_MAX_LINE_QUANTITY, type PlaceOrderBody } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { orders, type ShopSettingsColumn } from '../../platform/db/schema.ts';
import { HttpError, invalid } from '../../platform/http/errors.ts';

/** Orders the shop has not sent yet: what a hoarder keeps open. */
export const OPEN_ORDER_STATUSES = ['pending', 'accepted', 'processing'] as const;

export const LINE_QUANTITY_OVER_CAP = 'This shop sells fewer of this product in one order';
export const OPEN_ORDERS_BY_MOBILE = 'This number already has orders waiting. Order again once the shop has sent them.';
export const OPEN_ORDERS_BY_CLIENT =
  'Too many orders are waiting from this connection. Order again once the shop has sent them.';

export interface OpenOrderLimits {
  /** Open orders one mobile number may have in a shop (0: no limit). */
  perMobile: number;
  /** Open orders one client address may have in a shop (0: no limit). */
  perClient: number;
}

export interface OrderPlacer {
  /** HMAC of the client address (null: not known, e.g. an order written by a script). */
  clientKey: string | null;
  limits: OpenOrderLimits;
}

const openStatus = inArray(orders.status, [...OPEN_ORDER_STATUSES]);
const lockKey = (scope: string) => sql`pg_advisory_xact_lock(hashtextextended(${scope}, 0))`;

/** Locks the order's number and address for the rest of the transaction; run before `checkOrderLimits`. */
export async function lockOrderPlacer(
  tx: Database,
  shopId: number,
  body: PlaceOrderBody,
  placer: OrderPlacer,
): Promise<void> {
  const { clientKey, limits } = placer;
  // One statement, mobile before address: every order takes its locks in the same order.
  const locks = [
    lockKey(`order:${shopId}:mobile:${body.mobile}`),
    ...(limits.perClient > 0 && clientKey !== null ? [lockKey(`order:${shopId}:client:${clientKey}`)] : []),
  ];
  await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

/**
 * The limits for an order whose placer `lockOrderPlacer` locked, in a statement after that one (so it
 * sees the orders committed while it waited); `settings`: the shop's, as the order transaction read them.
 */
export async function checkOrderLimits(
  tx: Database,
  shopId: number,
  body: PlaceOrderBody,
  placer: OrderPlacer,
  settings: ShopSettingsColumn,
): Promise<void> {
  const { clientKey, limits } = placer;
  const byClient = limits.perClient > 0 && clientKey !== null;
  const cap = settings.max_line_quantity ?? DEFAULT_MAX_LINE_QUANTITY;
  const overCap = Object.fromEntries(
    body.items.flatMap((item, index) =>
      item.quantity > cap ? [[`items.${index}.quantity`, ['validation.line_quantity_max']]] : [],
    ),
  );
  if (Object.keys(overCap).length > 0) throw invalid(overCap, `${LINE_QUANTITY_OVER_CAP} (at most ${cap})`);
  if (limits.perMobile <= 0 && !byClient) return;

  const ofMobile = eq(orders.mobile, body.mobile);
  const ofClient = byClient ? eq(orders.clientKey, clientKey) : undefined;
  const [open] = await tx
    .select({
      mobile: sql<number>`(count(*) filter (where ${ofMobile}))::int`,
      client: ofClient ? sql<number>`(count(*) filter (where ${ofClient}))::int` : sql<number>`0`,
    })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), openStatus, ofClient ? or(ofMobile, ofClient) : ofMobile));
  if (limits.perMobile > 0 && (open?.mobile ?? 0) >= limits.perMobile) {
    throw new HttpError(409, OPEN_ORDERS_BY_MOBILE, { mobile: ['validation.open_orders_limit'] });
  }
  if (byClient && (open?.client ?? 0) >= limits.perClient) throw new HttpError(429, OPEN_ORDERS_BY_CLIENT);
}
