/**
 * Order SMS (issue 17): what an order's status change texts, to whom, and the sending job.
 *
 * `queueOrderSms` runs inside the transaction of the change (placing an order, `changeStatus`): for each
 * event the change causes (the customer's, and the owner's new-order alert when an order is placed) it
 * renders the shop's template or the default in the order's language, and writes an `sms_log` row:
 * `skipped` when the shop switched the event off, else `queued` with an `sms.order` job. It takes no
 * shop-wide lock, so a shop's orders are placed side by side (decision 99).
 *
 * `sendOrderSms` is the job. It first judges the monthly budget under a per-shop advisory lock, in a
 * transaction of its own: the row becomes `sending` (its segments count) or `skipped`; two messages at
 * the last segment cannot both pass. Then it sends the row's text and marks the row `sent`, or `failed`
 * with the gateway's error; a retryable failure is thrown so pg-boss tries again (the row may then
 * become `sent`, without being counted twice).
 */
import { and, eq, sql } from 'drizzle-orm';
import { smsSegments } from '@haat/domain/sms-segments';
import { smsEventOn, type StoredSmsSettings } from '@haat/domain/sms-settings';
import {
  formatSmsTotal,
  renderTemplate,
  smsEventAudience,
  smsEventForStatus,
  smsTemplateFor,
  type SmsEvent,
  type SmsLanguage,
  type SmsValues,
} from '@haat/domain/sms-templates';
import type { Config } from '../../env.ts';
import type { Database } from '../../db/types.ts';
import { customDomains, owners, shipments, shops, smsLog, smsTemplates } from '../../db/schema.ts';
import type { OrderRow } from '../../db/rows.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { smsMessages } from '../../lib/metrics.ts';
import { taka } from '../../lib/money.ts';
import { ExternalServiceError } from '../../lib/outbound/external-error.ts';
import type { SmsSender } from '../../lib/sms/sms.ts';
import { monthlyBudget, segmentsUsedThisMonth } from './sms-budget.ts';
import { orderTrackingUrl } from './tracking-url.ts';

/** What queueing needs beside the transaction: the job queue and the addresses of the storefront. */
export interface OrderSmsDeps {
  jobs: JobQueue;
  config: Pick<Config, 'marketHostSuffix' | 'storefrontUrl'>;
}

export const SMS_SWITCHED_OFF = 'Switched off in the SMS settings';
export const smsBudgetSpent = (used: number, budget: number) =>
  `Monthly SMS budget spent (${used} of ${budget} segments used)`;

/** Shown as `{courier}`. */
const COURIER_NAMES: Record<string, string> = { steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' };

/** The language of an order's customer SMS: English only when the shopper placed it in English. */
export function orderSmsLanguage(order: Pick<OrderRow, 'language'>): SmsLanguage {
  return order.language === 'en' ? 'en' : 'bn';
}

/** The events a change of `order` to `status` texts: the customer's, and the owner's alert for a new order. */
export function orderSmsEvents(status: string): SmsEvent[] {
  const event = smsEventForStatus(status);
  return [...(event ? [event] : []), ...(status === 'pending' ? (['owner_new_order'] as const) : [])];
}

interface ShopForSms {
  name: string;
  bnName: string | null;
  slug: string;
  settings: { sms?: StoredSmsSettings };
  ownerMobile: string;
  customDomain: string | null;
}

async function shopForSms(tx: Database, shopId: number): Promise<ShopForSms | undefined> {
  const [shop] = await tx
    .select({
      name: shops.name,
      bnName: shops.bnName,
      slug: shops.slug,
      settings: shops.settings,
      ownerMobile: owners.mobile,
      customDomain: customDomains.domain,
    })
    .from(shops)
    .innerJoin(owners, eq(owners.id, shops.ownerId))
    .leftJoin(customDomains, and(eq(customDomains.shopId, shops.id), eq(customDomains.verified, true)))
    .where(eq(shops.id, shopId))
    .limit(1);
  return shop;
}

/** The placeholders' values for `order` in `language`. */
async function valuesFor(
  tx: Database,
  shop: ShopForSms,
  order: OrderRow,
  language: SmsLanguage,
  deps: OrderSmsDeps,
  note: string | null,
): Promise<SmsValues> {
  const [shipment] = await tx
    .select({ courier: shipments.courier, trackingCode: shipments.trackingCode })
    .from(shipments)
    .where(and(eq(shipments.orderId, order.id), eq(shipments.shopId, order.shopId), eq(shipments.state, 'booked')))
    .limit(1);
  return {
    shop: language === 'bn' ? (shop.bnName ?? shop.name) : shop.name,
    code: order.code,
    name: order.name,
    mobile: order.mobile,
    total: formatSmsTotal(taka(order.totalPaisa), language),
    tracking_url: orderTrackingUrl(shop, order.code, deps.config),
    courier: shipment ? (COURIER_NAMES[shipment.courier] ?? shipment.courier) : null,
    tracking_code: shipment?.trackingCode ?? null,
    reason: note,
  };
}

/**
 * Writes the SMS that `order`'s change to `status` causes, in the change's transaction `tx`
 * (see the module's comment). `note` is the change's note (`{reason}` of a cancel or return).
 */
export async function queueOrderSms(
  tx: Database,
  deps: OrderSmsDeps,
  order: OrderRow,
  status: string,
  note: string | null = null,
): Promise<void> {
  const events = orderSmsEvents(status);
  if (events.length === 0) return;
  const shop = await shopForSms(tx, order.shopId);
  if (!shop) return;
  const customerLanguage = orderSmsLanguage(order);
  const own = await tx
    .select({ event: smsTemplates.event, language: smsTemplates.language, text: smsTemplates.text })
    .from(smsTemplates)
    .where(eq(smsTemplates.shopId, order.shopId));

  const messages = await Promise.all(
    events.map(async (event) => {
      // The owner's alert is in Bengali: owners have no language of their own yet.
      const language: SmsLanguage = smsEventAudience[event] === 'owner' ? 'bn' : customerLanguage;
      const template = smsTemplateFor(event, language, {
        [event]: own.find((row) => row.event === event && row.language === language)?.text,
      });
      const text = renderTemplate(template, await valuesFor(tx, shop, order, language, deps, note));
      const to = smsEventAudience[event] === 'owner' ? shop.ownerMobile : order.mobile;
      return { event, to, text, segments: smsSegments(text).segments, on: smsEventOn(shop.settings.sms, event) };
    }),
  );

  for (const message of messages) {
    const row = {
      shopId: order.shopId,
      orderId: order.id,
      event: message.event,
      to: message.to,
      text: message.text,
      segments: message.segments,
    };
    if (!message.on) {
      await tx.insert(smsLog).values({ ...row, status: 'skipped', error: SMS_SWITCHED_OFF });
    } else {
      const [logged] = await tx
        .insert(smsLog)
        .values({ ...row, status: 'queued' })
        .returning({ id: smsLog.id });
      await deps.jobs.enqueue(tx, 'sms.order', { logId: logged!.id });
    }
  }
}

/**
 * Reserves the queued row's segments from its shop's monthly budget, or skips the row when the budget
 * cannot pay for it. Whether the row is to be sent: yes when it is reserved now or was before (a retry).
 */
async function judgeBudget(db: Database, logId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ shopId: smsLog.shopId, status: smsLog.status, segments: smsLog.segments })
      .from(smsLog)
      .where(eq(smsLog.id, logId));
    if (!row) return false;
    if (row.status !== 'queued') return row.status === 'sending' || row.status === 'failed';
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms-budget:${row.shopId}`}, 0))`);
    const [shop] = await tx.select({ settings: shops.settings }).from(shops).where(eq(shops.id, row.shopId));
    const budget = monthlyBudget(shop?.settings.sms);
    const used = await segmentsUsedThisMonth(tx, row.shopId);
    if (used + row.segments > budget) {
      await tx
        .update(smsLog)
        .set({ status: 'skipped', error: smsBudgetSpent(used, budget) })
        .where(eq(smsLog.id, logId));
      return false;
    }
    await tx.update(smsLog).set({ status: 'sending' }).where(eq(smsLog.id, logId));
    return true;
  });
}

/** How long a gateway's error may be in the log. */
const MAX_ERROR_LENGTH = 300;

/**
 * The `sms.order` job: judges the budget, then sends the log row's message once. A row already sent (a
 * job delivered twice) or skipped is left alone; the same reference on every attempt lets a gateway
 * that knows it refuse a second copy.
 */
export async function sendOrderSms(
  deps: { db: Database; sms: SmsSender; logger: Logger },
  logId: number,
): Promise<void> {
  if (!(await judgeBudget(deps.db, logId))) return;
  const [row] = await deps.db.select().from(smsLog).where(eq(smsLog.id, logId));
  if (!row) return;
  try {
    await deps.sms.send(row.to, row.text, { reference: `order-sms-${row.id}` });
  } catch (error) {
    smsMessages.inc({ outcome: 'failed' });
    const retryable = !(error instanceof ExternalServiceError) || error.retryable;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    await deps.db.update(smsLog).set({ status: 'failed', error: message }).where(eq(smsLog.id, row.id));
    deps.logger.warn('order sms not sent', {
      shop_id: row.shopId,
      sms_log_id: row.id,
      event: row.event,
      retryable,
      error: message,
    });
    if (retryable) throw error;
    return;
  }
  smsMessages.inc({ outcome: 'sent' });
  await deps.db.update(smsLog).set({ status: 'sent', error: null, sentAt: new Date() }).where(eq(smsLog.id, row.id));
}
