/**
 * A shop's Meta Conversions API (issue 31 item 5, decision 219): the owner's access token, sealed for the shop, and
 * the server-side `Purchase` of each order placed on the shop's own domain while it has a pixel and a token. The
 * order's transaction queues the event; the `meta.purchase` job sends it with the event id the pixel used, so Meta
 * counts the purchase once, and retries what Meta could not take until the event is too old for it (7 days).
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { metaUserDetails, purchaseCustomData, withinMetaEventAge } from '@haat/domain/meta-conversions';
import { purchaseEventId } from '@haat/domain/meta-ids';
import type { Paisa } from '@haat/domain/money';
import type { MetaConversions, SaveMetaConversionsBody } from '@haat/domain/schemas';
import type { Config } from '../../platform/config/env.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/db/types.ts';
import { customDomains, orderItems, orders, shops, type ShopSettingsColumn } from '../../platform/db/schema.ts';
import type { JobData, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/observability/logger.ts';
import { ExternalServiceError } from '../../integrations/outbound/external-error.ts';
import { sendMetaEvents } from '../../integrations/meta/conversions-api.ts';

/** What a sealed token belongs to: a value copied to another shop does not open. */
const tokenContext = (shopId: number) => `shop:${shopId}:meta-conversions`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function verifiedDomainOf(db: Database, shopId: number): Promise<string | null> {
  const [row] = await db
    .select({ domain: customDomains.domain })
    .from(customDomains)
    .where(and(eq(customDomains.shopId, shopId), eq(customDomains.verified, true)))
    .limit(1);
  return row?.domain.toLowerCase() ?? null;
}

export async function readMetaConversions(db: Database, shopId: number): Promise<MetaConversions> {
  const [shop] = await db.select({ settings: shops.settings }).from(shops).where(eq(shops.id, shopId)).limit(1);
  const settings = shop?.settings ?? {};
  const state = settings.meta_conversions;
  return {
    pixel_id: settings.pixel_id ?? null,
    test_event_code: settings.pixel_test_event ?? null,
    token_set: Boolean(state?.sealed_token),
    own_domain: await verifiedDomainOf(db, shopId),
    last_sent_at: state?.last_sent_at ?? null,
    last_error: state?.last_error ?? null,
  };
}

/** Merges `state` into the shop's `meta_conversions` settings in one statement (no read-modify-write race). */
async function updateState(db: Database, shopId: number, state: Record<string, string | null>): Promise<void> {
  await db
    .update(shops)
    .set({
      settings: sql`jsonb_set(${shops.settings}, '{meta_conversions}',
        coalesce(${shops.settings} -> 'meta_conversions', '{}'::jsonb) || ${JSON.stringify(state)}::jsonb)`,
    })
    .where(eq(shops.id, shopId));
}

export async function saveMetaConversions(
  db: Database,
  box: SecretBox,
  shopId: number,
  body: SaveMetaConversionsBody,
): Promise<MetaConversions> {
  if (body.access_token === null) {
    await db
      .update(shops)
      .set({ settings: sql`${shops.settings} - 'meta_conversions'` })
      .where(eq(shops.id, shopId));
  } else {
    const sealed = box.seal(body.access_token, tokenContext(shopId));
    await updateState(db, shopId, { sealed_token: sealed, last_error: null });
  }
  return readMetaConversions(db, shopId);
}

/** Where and from what browser an order was placed (the order request's Origin, client address and User-Agent). */
export interface OrderBrowser {
  origin: string | null;
  clientAddress: string;
  userAgent: string | null;
}

/**
 * Queues the order's `Purchase` when the shop has a pixel and a token and the order came from its verified own
 * domain (the only host its pixel runs on). Costs nothing for a shop without a token: its settings are at hand.
 */
export async function queuePurchaseEvent(
  tx: Database,
  jobs: Pick<JobQueue, 'enqueue'>,
  order: { shopId: number; orderId: number; settings: ShopSettingsColumn },
  browser: OrderBrowser,
): Promise<void> {
  if (!order.settings.pixel_id || !order.settings.meta_conversions?.sealed_token || !browser.origin) return;
  if (!URL.canParse(browser.origin)) return;
  const origin = new URL(browser.origin);
  const domain = await verifiedDomainOf(tx, order.shopId);
  if (domain === null || origin.hostname.toLowerCase() !== domain) return;
  const data: JobData['meta.purchase'] = {
    shopId: order.shopId,
    orderId: order.orderId,
    sourceUrl: `${origin.origin}/`,
    clientAddress: browser.clientAddress,
    userAgent: browser.userAgent,
  };
  await jobs.enqueue(tx, 'meta.purchase', data);
}

export interface PurchaseSenderDeps {
  db: Database;
  config: Pick<Config, 'metaGraphUrl'>;
  logger: Logger;
  /** The secret box, undefined when the server has no CREDENTIALS_KEY (nothing can be opened then). */
  secretBox: () => SecretBox | undefined;
  now?: () => Date;
}

/**
 * The `meta.purchase` job: sends the order's `Purchase`, recording the outcome for the owner. Throws only what is
 * worth another try (Meta unreachable, throttling, a transient error) while the event is young enough for Meta.
 */
export async function sendPurchaseEvent(deps: PurchaseSenderDeps, data: JobData['meta.purchase']): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ settings: shops.settings, order: orders })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(and(eq(orders.id, data.orderId), eq(orders.shopId, data.shopId)))
    .limit(1);
  const sealed = row?.settings.meta_conversions?.sealed_token;
  const pixelId = row?.settings.pixel_id;
  const box = deps.secretBox();
  // The owner removed the token or the pixel since (or the order is gone): nothing to send.
  if (!row || !sealed || !pixelId || !box) return;
  const { order } = row;
  if (!withinMetaEventAge(order.createdAt, deps.now?.() ?? new Date())) {
    await updateState(db, data.shopId, { last_error: 'too_old' });
    return;
  }
  const lines = await db
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      options: orderItems.options,
      quantity: orderItems.quantity,
      unitPricePaisa: orderItems.unitPricePaisa,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.shopId, data.shopId)))
    .orderBy(asc(orderItems.id));
  const user = metaUserDetails(order.name, order.mobile);
  const hashed = (value: string | null) => (value === null ? undefined : [sha256(value)]);
  const event = {
    event_name: 'Purchase',
    event_time: Math.floor(order.createdAt.getTime() / 1000),
    event_id: purchaseEventId(order.code),
    action_source: 'website',
    event_source_url: data.sourceUrl,
    user_data: {
      ph: hashed(user.ph),
      fn: hashed(user.fn),
      ln: hashed(user.ln),
      country: hashed(user.country),
      external_id: hashed(user.ph),
      client_ip_address: data.clientAddress,
      ...(data.userAgent ? { client_user_agent: data.userAgent } : {}),
    },
    custom_data: purchaseCustomData({
      code: order.code,
      totalPaisa: order.totalPaisa as Paisa,
      placedAt: order.createdAt,
      // A line whose product was deleted since has no catalogue id left to name.
      lines: lines.flatMap(({ productId, variantId, options, quantity, unitPricePaisa }) =>
        productId === null || variantId === null
          ? []
          : [
              {
                productId,
                variantId,
                options: options.map((option) => option.value),
                quantity,
                unitPricePaisa: unitPricePaisa as Paisa,
              },
            ],
      ),
    }),
  };
  try {
    await sendMetaEvents({
      graphUrl: deps.config.metaGraphUrl,
      pixelId,
      accessToken: box.open(sealed, tokenContext(data.shopId)),
      testEventCode: row.settings.pixel_test_event ?? null,
      events: [event],
    });
  } catch (error) {
    if (!(error instanceof ExternalServiceError)) throw error;
    await updateState(db, data.shopId, { last_error: error.reason });
    if (error.retryable) throw error;
    deps.logger.warn('Meta refused a Purchase event', { shopId: data.shopId, reason: error.reason });
    return;
  }
  await updateState(db, data.shopId, { last_sent_at: new Date().toISOString(), last_error: null });
}
