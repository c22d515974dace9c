import { and, desc, eq } from 'drizzle-orm';
import { isBangladeshMobile, normalizeMobile } from '@haat/domain/phone';
import type { PlaceOrderBody, TrackCodeBody, TrackVerifyBody } from '@haat/domain/schemas';
import { localizedName } from '@haat/domain/localized-name';
import { paymentRulesOf } from '@haat/domain/advance-payment';
import type { Database } from '../../platform/db/types.ts';
import { orders } from '../../platform/db/schema.ts';
import type { OrderRow } from '../../platform/db/rows.ts';
import { errorBody } from '../../platform/http/envelope.ts';
import { conflict, HttpError, invalid, notFound } from '../../platform/http/errors.ts';
import { askWithoutSms, sendCodeSms, type CodeSenderDeps } from '../../integrations/sms/code-sms.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { serializeOrder, type OrderRows } from './orders.serializers.ts';
import { OTP_WRONG_ID } from '../customers/customers.auth.service.ts';
import { checkCode, consumeCode, issueCode, OTP_PURPOSE_TRACK_ORDERS } from '../../platform/auth/one-time-codes.ts';
import { requireShop } from '../shops/shops.service.ts';
import { claimKey, finishKey, KeyReusedError, requestHash, storeRefusal, type StoredAnswer } from './idempotency.ts';
import { normalizeOrderCode } from './order-code.ts';
import { findOrder, ORDER_NOT_FOUND, withDetails } from './order-queries.ts';
import type { OrderPlacer } from './order-limits.ts';
import { createOrder } from './place-order.ts';
import type { OrderBrowser } from '../meta-conversions/meta-conversions.service.ts';
import { OrderCodeError, type OrderCodeCheck } from './order-otp.ts';
import type { OrderSmsDeps } from '../sms/order-sms.service.ts';

export const ORDER_PLACED = 'Order placed';
export const SHOP_NOT_TAKING_ORDERS = 'This shop is not taking orders at the moment';
export const TRACK_NOT_FOUND = 'Order not found, enter a valid order ID or phone number';
/** Tracking by mobile answers that number's most recent orders. */
export const TRACK_MAX_ORDERS = 50;

export interface PlaceOrderInput {
  body: PlaceOrderBody;
  placer: OrderPlacer;
  idempotencyKey: string;
  /** The signed-in customer the order belongs to, if any. */
  customerId: number | null;
  storage: ImageStorage;
  /** Queues the jobs an order causes (the courier's fraud check of the number). */
  jobs?: Pick<JobQueue, 'enqueue'>;
  /** The shopper's language (from Accept-Language): the order's SMS follow it. */
  language: 'bn' | 'en';
  sms: OrderSmsDeps;
  /** The body's one-time code, checked before the transaction (order-otp.ts). */
  code?: OrderCodeCheck;
  /** The browser it came from (the Meta Conversions API's purchase event). */
  browser?: OrderBrowser;
}

export interface PlaceOrderAnswer extends StoredAnswer {
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

const placed = (rows: OrderRows, storage: ImageStorage): StoredAnswer => ({
  status: 201,
  body: { status: 201, message: ORDER_PLACED, data: serializeOrder(rows, storage) },
});

const refused = (error: HttpError): StoredAnswer => ({
  status: error.status,
  body: { ...errorBody(error.status, error.message, error.errors) },
});

/**
 * Places an order once per (shop, Idempotency-Key); see idempotency.ts for the protocol. One
 * transaction claims the key, writes the order and stores its answer. The answer is the envelope
 * to send: 201 with the order, a refusal (4xx, also stored with the key), or on a replay the answer
 * stored by the first request. Refusals about the key itself (422 another body), an unknown shop
 * (404) and an unpublished one (409) are thrown and not stored.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlaceOrderAnswer> {
  const { body, storage, idempotencyKey } = input;
  const shopId = body.shop_id;
  // The code proves this try, it is not part of the order: a retry with it keeps the key.
  const { otp: _otp, ...order } = body;
  const hash = requestHash(order);
  let outcome: PlaceOrderAnswer | 'shop unavailable';
  try {
    outcome = await db.transaction(async (tx) => {
      const claim = await claimKey(tx, shopId, idempotencyKey, hash);
      if (claim.kind === 'shop unavailable') return claim.kind;
      if (claim.kind === 'replay') return { ...claim.answer, replayed: true };
      const rows = await createOrder(tx, {
        shopId,
        customerId: input.customerId,
        body,
        placer: input.placer,
        ...(input.jobs ? { jobs: input.jobs } : {}),
        language: input.language,
        sms: input.sms,
        ...(input.code ? { code: input.code } : {}),
        ...(input.browser ? { browser: input.browser } : {}),
      });
      return { ...(await finishKey(tx, claim.id, placed(rows, storage))), replayed: false };
    });
  } catch (error) {
    // The transaction rolled back, the key with it. A refusal of the order is stored with the key;
    // anything else leaves the key free for a retry.
    if (
      error instanceof HttpError &&
      error.status < 500 &&
      !(error instanceof KeyReusedError) &&
      !(error instanceof OrderCodeError)
    ) {
      return storeRefusal(db, shopId, idempotencyKey, hash, refused(error));
    }
    throw error;
  }
  if (outcome !== 'shop unavailable') return outcome;
  const shop = await requireShop(db, shopId);
  if (!shop.public) throw conflict(SHOP_NOT_TAKING_ORDERS);
  // The owner published the shop after the claim found it closed: try again.
  return placeOrder(db, input);
}

export type TrackResult = { kind: 'orders'; orders: OrderRows[] } | { kind: 'summaries'; orders: OrderRow[] };

/**
 * Tracking: by order code, that order (shown without personal data); by mobile number, only each
 * order's status, date and total, since anyone may type anyone's number. 404 when nothing matches.
 */
export async function trackOrders(db: Database, shopId: number, query: string): Promise<TrackResult> {
  await requireShop(db, shopId);
  if (isBangladeshMobile(query)) {
    const rows = await ordersOfMobile(db, shopId, normalizeMobile(query));
    if (rows.length === 0) throw notFound(TRACK_NOT_FOUND);
    return { kind: 'summaries', orders: rows };
  }
  const code = normalizeOrderCode(query);
  const rows = code === null ? null : await findOrder(db, shopId, code);
  if (rows === null) throw notFound(TRACK_NOT_FOUND);
  return { kind: 'orders', orders: [rows] };
}

/** A number's most recent orders in a shop, newest first. */
function ordersOfMobile(db: Database, shopId: number, mobile: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.mobile, mobile)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(TRACK_MAX_ORDERS);
}

export const TRACK_CODE_SENT = 'If this number has orders in this shop, a code has been sent by SMS';
export const WRONG_TRACK_CODE = 'The code is wrong or has expired';

/**
 * Sends a one-time code to a number that has orders in the shop; a number without any is counted and
 * refused like one with (askWithoutSms), and the caller answers the same, so no answer tells who ordered.
 */
export async function sendTrackCode(deps: CodeSenderDeps, body: TrackCodeBody): Promise<void> {
  const shop = await requireShop(deps.db, body.shop_id);
  const [anyOrder] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, shop.id), eq(orders.mobile, body.mobile)))
    .limit(1);
  const message = {
    to: body.mobile,
    shopId: shop.id,
    purpose: 'track_orders' as const,
    language: deps.language,
    shopName: localizedName({ name: shop.name, bn_name: shop.bnName }, deps.language),
  };
  if (!anyOrder) {
    await askWithoutSms(deps, message);
    return;
  }
  await sendCodeSms(deps, {
    ...message,
    issue: (db) =>
      issueCode(db, deps.secret, { shopId: shop.id, mobile: body.mobile, purpose: OTP_PURPOSE_TRACK_ORDERS }),
  });
}

/** The number's orders, with their lines and history, once the code sent to it is given (single use). */
export async function verifyTrackCode(db: Database, secret: string, body: TrackVerifyBody): Promise<OrderRows[]> {
  await requireShop(db, body.shop_id);
  const wrongCode = () => invalid({ otp: [OTP_WRONG_ID] }, WRONG_TRACK_CODE);
  const owner = { shopId: body.shop_id, mobile: body.mobile, purpose: OTP_PURPOSE_TRACK_ORDERS };
  const codeId = await checkCode(db, secret, owner, body.otp);
  if (codeId === null || !(await consumeCode(db, codeId))) throw wrongCode();
  return withDetails(db, await ordersOfMobile(db, body.shop_id, body.mobile));
}

export interface ShopperProof {
  /** The mobile the shopper typed, normalised. */
  mobile: string | undefined;
  /** The signed-in customer of this shop, if any. */
  customerId: number | null;
}

/**
 * An order for a shopper who proves it is theirs with its mobile or as its signed-in owner.
 * Without proof the answer is the same 404 as for an unknown code, so it reveals nothing.
 */
export async function getShopperOrder(
  db: Database,
  shopId: number,
  typedCode: string,
  proof: ShopperProof,
): Promise<OrderRows> {
  const shop = await requireShop(db, shopId);
  const code = normalizeOrderCode(typedCode);
  const rows = code === null ? null : await findOrder(db, shopId, code);
  const owns =
    rows !== null &&
    ((proof.mobile !== undefined && rows.order.mobile === proof.mobile) ||
      (proof.customerId !== null && rows.order.customerId === proof.customerId));
  if (!owns) throw notFound(ORDER_NOT_FOUND);
  return { ...rows, paymentRules: paymentRulesOf(shop.settings.payments) };
}
