/**
 * Order SMS (issue 17): what an order's status change texts, to whom, and the sending job.
 *
 * `queueOrderSms` runs inside the transaction of the change (placing an order, `changeStatus`): for each
 * event the change causes (the customer's, and the owner's new-order alert when an order is placed) it
 * renders the shop's template or the default in the order's language, and writes an `sms_log` row:
 * `skipped` when the shop switched the event off, else `queued`; one `sms.order` job sends the change's
 * queued rows. It takes no shop-wide lock, so a shop's orders are placed side by side (decision 99).
 *
 * `sendOrderSms` is the job. It first judges the monthly budget in a transaction of its own: each row
 * becomes `sending` (its segments added to the shop's counter of the month) or `skipped`, by one statement
 * that checks and raises the counter, so two messages at the last segment cannot both pass (decision 170).
 * Then it sends the rows' texts and marks them `sent`, or `failed` with the gateway's error; a retryable
 * failure is thrown so pg-boss tries again (a row may then become `sent`, without being counted twice).
 */
import { dueAtDoorPaisa } from '@haat/domain/advance-payment';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { localizedName } from '@haat/domain/localized-name';
import { plainWords } from '@haat/domain/sms-safety';
import { smsSegments } from '@haat/domain/sms-segments';
import { smsEventOn, type StoredSmsSettings } from '@haat/domain/sms-settings';
import {
  formatSmsItems,
  formatSmsTotal,
  renderTemplate,
  smsEventAudience,
  smsEventForStatus,
  smsTemplateFor,
  type SmsEvent,
  type SmsLanguage,
  type SmsValues,
} from '@haat/domain/sms-templates';
import type { Config } from '../../platform/config/env.ts';
import type { Database } from '../../platform/db/types.ts';
import { customDomains, orderItems, owners, shipments, shops, smsLog, smsTemplates } from '../../platform/db/schema.ts';
import type { OrderItemRow, OrderRow, SmsLogRow } from '../../platform/db/rows.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/observability/logger.ts';
import { smsMessages } from '../../platform/observability/metrics.ts';
import { taka } from '../../platform/money.ts';
import { ExternalServiceError } from '../../integrations/outbound/external-error.ts';
import type { SmsSender } from '../../integrations/sms/sms.ts';
import { grantToday, monthlyBudget, reserveDailySegments, reserveSegments } from './sms-budget.ts';
import { orderTrackingUrl } from './tracking-url.ts';

/** What queueing needs beside the transaction: the job queue and the addresses of the storefront. */
export interface OrderSmsDeps {
  jobs: JobQueue;
  config: Pick<Config, 'marketHostSuffix' | 'storefrontUrl'>;
}

export const SMS_SWITCHED_OFF = 'Switched off in the SMS settings';
export const smsDailyGrantSpent = (used: number, grant: number) =>
  `Daily SMS grant spent (${used} of ${grant} segments today; it grows with delivered orders)`;
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

/** The order's parcel booked with a courier, if any (`{courier}`, `{tracking_code}`). */
async function bookedShipment(tx: Database, order: OrderRow): Promise<BookedShipment | null> {
  const [shipment] = await tx
    .select({ courier: shipments.courier, trackingCode: shipments.trackingCode })
    .from(shipments)
    .where(and(eq(shipments.orderId, order.id), eq(shipments.shopId, order.shopId), eq(shipments.state, 'booked')))
    .limit(1);
  return shipment ?? null;
}

interface BookedShipment {
  courier: string;
  trackingCode: string | null;
}

const SHOP_NAME_MAX = 40;
const NAME_MAX = 40;
const REASON_MAX = 80;

type SmsItemRow = Pick<OrderItemRow, 'name' | 'bnName' | 'options' | 'quantity'>;

/** The order's lines for `{items}`, in the order they were placed. */
function orderItemsForSms(tx: Database, orderId: number): Promise<SmsItemRow[]> {
  return tx
    .select({
      name: orderItems.name,
      bnName: orderItems.bnName,
      options: orderItems.options,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The placeholders' values for `order` in `language`. */
function valuesFor(
  shop: ShopForSms,
  order: OrderRow,
  language: SmsLanguage,
  deps: OrderSmsDeps,
  note: string | null,
  shipment: BookedShipment | null,
  items: SmsItemRow[] | null,
): SmsValues {
  return {
    shop: plainWords(localizedName({ name: shop.name, bn_name: shop.bnName }, language), SHOP_NAME_MAX),
    code: order.code,
    // Words a shopper or the shop typed reach the SMS as plain words only (decision 190).
    name: plainWords(order.name, NAME_MAX),
    mobile: order.mobile,
    total: formatSmsTotal(taka(order.totalPaisa), language),
    discount: formatSmsTotal(taka(order.discountPaisa), language),
    paid: formatSmsTotal(taka(order.paidPaisa), language),
    due: formatSmsTotal(taka(dueAtDoorPaisa(order.totalPaisa, order.paidPaisa)), language),
    tracking_url: orderTrackingUrl(shop, order.code, deps.config),
    courier: shipment ? (COURIER_NAMES[shipment.courier] ?? shipment.courier) : null,
    tracking_code: shipment?.trackingCode ?? null,
    reason: note === null ? null : plainWords(note, REASON_MAX),
    items:
      items === null
        ? null
        : formatSmsItems(
            items.map((item) => ({
              name: localizedName({ name: item.name, bn_name: item.bnName }, language),
              options: item.options,
              quantity: item.quantity,
            })),
            language,
          ),
  };
}

/**
 * Writes the SMS that `order`'s change to `status` causes, in the change's transaction `tx`
 * (see the module's comment): their log rows in one statement and one `sms.order` job for the ones to send.
 * `note` is the change's note (`{reason}` of a cancel or return).
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
  // A new order has no shipment yet; later changes may name the booked one.
  const shipment = status === 'pending' ? null : await bookedShipment(tx, order);

  const texts = events.map((event) => {
    // The owner's alert is in Bengali: owners have no language of their own yet.
    const language: SmsLanguage = smsEventAudience[event] === 'owner' ? 'bn' : customerLanguage;
    const template = smsTemplateFor(event, language, {
      [event]: own.find((row) => row.event === event && row.language === language)?.text,
    });
    return { event, language, template };
  });
  // The lines are read only for a text that names them: the default texts do not, and a new order's SMS are
  // written in its checkout's transaction.
  const items = texts.some(({ template }) => template.includes('{items}'))
    ? await orderItemsForSms(tx, order.id)
    : null;

  const rows = texts.map(({ event, language, template }) => {
    const text = renderTemplate(template, valuesFor(shop, order, language, deps, note, shipment, items));
    const on = smsEventOn(shop.settings.sms, event);
    return {
      shopId: order.shopId,
      orderId: order.id,
      event,
      to: smsEventAudience[event] === 'owner' ? shop.ownerMobile : order.mobile,
      text,
      segments: smsSegments(text).segments,
      status: on ? 'queued' : 'skipped',
      error: on ? null : SMS_SWITCHED_OFF,
    };
  });
  const logged = await tx.insert(smsLog).values(rows).returning({ id: smsLog.id, status: smsLog.status });
  const logIds = logged.filter((row) => row.status === 'queued').map((row) => row.id);
  if (logIds.length > 0) await deps.jobs.enqueue(tx, 'sms.order', { logIds });
}

type LogRowToSend = Pick<SmsLogRow, 'id' | 'shopId' | 'event' | 'to' | 'text'>;

/**
 * Reserves each queued row's segments from its shop's monthly budget (sms-budget.ts), in id order, or skips
 * the row when the budget cannot pay for it. The rows are locked first, so a job delivered twice judges them
 * once. Returns the rows to send: reserved now, or before (a retry).
 */
async function judgeBudget(db: Database, logIds: readonly number[]): Promise<LogRowToSend[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: smsLog.id,
        shopId: smsLog.shopId,
        event: smsLog.event,
        to: smsLog.to,
        text: smsLog.text,
        status: smsLog.status,
        segments: smsLog.segments,
      })
      .from(smsLog)
      .where(inArray(smsLog.id, [...logIds]))
      .orderBy(asc(smsLog.id))
      .for('update');
    const budgets = new Map<number, { monthly: number; daily: number }>();
    const budgetOf = async (shopId: number) => {
      let budget = budgets.get(shopId);
      if (budget === undefined) {
        const [shop] = await tx.select({ settings: shops.settings }).from(shops).where(eq(shops.id, shopId));
        // The owner's budget, never more than the platform grants the shop (decision 190).
        const grant = await grantToday(tx, shopId);
        budget = {
          monthly: Math.min(monthlyBudget(shop?.settings.sms), grant.monthly_segments),
          daily: grant.daily_segments,
        };
        budgets.set(shopId, budget);
      }
      return budget;
    };
    const toSend: LogRowToSend[] = [];
    const reserved: number[] = [];
    for (const row of rows) {
      if (row.status === 'sending' || row.status === 'failed') toSend.push(row);
      if (row.status !== 'queued') continue;
      const { monthly: budget, daily } = await budgetOf(row.shopId);
      const today = await reserveDailySegments(tx, row.shopId, row.segments, daily);
      if (!today.reserved) {
        await tx
          .update(smsLog)
          .set({ status: 'skipped', error: smsDailyGrantSpent(today.used, daily) })
          .where(eq(smsLog.id, row.id));
        continue;
      }
      const { reserved: fits, used } = await reserveSegments(tx, row.shopId, row.segments, budget);
      if (!fits) await reserveDailySegments(tx, row.shopId, -row.segments, daily);
      if (fits) {
        reserved.push(row.id);
        toSend.push(row);
      } else {
        await tx
          .update(smsLog)
          .set({ status: 'skipped', error: smsBudgetSpent(used, budget) })
          .where(eq(smsLog.id, row.id));
      }
    }
    if (reserved.length > 0) await tx.update(smsLog).set({ status: 'sending' }).where(inArray(smsLog.id, reserved));
    return toSend;
  });
}

/** How long a gateway's error may be in the log. */
const MAX_ERROR_LENGTH = 300;

/**
 * The `sms.order` job: judges the budget, then sends each log row's message once. A row already sent (a
 * job delivered twice) or skipped is left alone; the same reference on every attempt lets a gateway
 * that knows it refuse a second copy. A retryable failure of any row is thrown after the others are
 * settled, so the queue tries again; the rows already sent are then left alone.
 */
export async function sendOrderSms(
  deps: { db: Database; sms: SmsSender; logger: Logger },
  logIds: readonly number[],
): Promise<void> {
  const rows = await judgeBudget(deps.db, logIds);
  const sent: number[] = [];
  let retry: Error | undefined;
  for (const row of rows) {
    try {
      await deps.sms.send(row.to, row.text, { reference: `order-sms-${row.id}` });
      smsMessages.inc({ outcome: 'sent' });
      sent.push(row.id);
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
      if (retryable) retry ??= error instanceof Error ? error : new Error(message);
    }
  }
  if (sent.length > 0) {
    await deps.db
      .update(smsLog)
      .set({ status: 'sent', error: null, sentAt: new Date() })
      .where(inArray(smsLog.id, sent));
  }
  if (retry !== undefined) throw retry;
}
