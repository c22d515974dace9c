/**
 * The SMS log of a demo shop's latest orders, as the `sms.order` job would have left it: the default
 * Bengali texts of each status change and the owner's new-order alerts, all sent (one failed, to show
 * how an error reads). Only this month's segments count against the budget, so old rows cost nothing.
 */
import { smsSegments } from '@haat/domain/sms-segments';
import {
  formatSmsTotal,
  renderTemplate,
  smsEventForStatus,
  smsTemplateFor,
  type SmsEvent,
} from '@haat/domain/sms-templates';
import type { Config } from '../platform/config/env.ts';
import type { Database } from '../platform/db/types.ts';
import { smsLog } from '../platform/db/schema.ts';
import { taka } from '../platform/money.ts';
import { orderTrackingUrl } from '../modules/sms/tracking-url.ts';
import type { InsertedOrder } from './insert-orders.ts';

/** Orders whose SMS the demo log shows (the newest). */
const LOGGED_ORDERS = 6;

export async function insertSmsLog(
  tx: Database,
  shop: { id: number; slug: string; name: string; ownerMobile: string },
  orders: readonly InsertedOrder[],
  links: Pick<Config, 'marketHostSuffix' | 'storefrontUrl'> | undefined,
): Promise<number> {
  const latest = [...orders]
    .sort((a, b) => b.order.createdAt.getTime() - a.order.createdAt.getTime())
    .slice(0, LOGGED_ORDERS);
  const rows = latest.flatMap(({ order, plan }) =>
    plan.history.flatMap((change) => {
      const events: SmsEvent[] = [
        ...(smsEventForStatus(change.status) ? [smsEventForStatus(change.status)!] : []),
        ...(change.status === 'pending' ? (['owner_new_order'] as const) : []),
      ];
      return events.map((event): typeof smsLog.$inferInsert => {
        const text = renderTemplate(smsTemplateFor(event, 'bn'), {
          shop: shop.name,
          code: order.code,
          name: order.name,
          mobile: order.mobile,
          total: formatSmsTotal(taka(order.totalPaisa), 'bn'),
          reason: change.note,
          tracking_url: links ? orderTrackingUrl({ slug: shop.slug, customDomain: null }, order.code, links) : null,
        });
        return {
          shopId: shop.id,
          orderId: order.id,
          event,
          to: event === 'owner_new_order' ? shop.ownerMobile : order.mobile,
          text,
          segments: smsSegments(text).segments,
          status: 'sent',
          createdAt: change.at,
          sentAt: new Date(change.at.getTime() + 2_000),
        };
      });
    }),
  );
  if (rows.length === 0) return 0;
  const failed = rows.findIndex((row) => row.event !== 'owner_new_order');
  if (failed >= 0) {
    rows[failed] = {
      ...rows[failed]!,
      status: 'failed',
      error: 'bulksmsbd: invalid_request: 1001 Invalid Number',
      sentAt: null,
    };
  }
  await tx.insert(smsLog).values(rows);
  return rows.length;
}
