/**
 * Auto-cancel (issue 17): an order still `pending` longer than its shop's `orders.auto_cancel_hours`
 * (default and range in @haat/domain/order-ops) is cancelled, its stock given back and its history
 * noting that it was automatic. Runs as the `orders.auto-cancel` job (src/jobs.ts), once per period
 * across instances, at most AUTO_CANCEL_BATCH orders a run (the next run takes the rest). Each order
 * goes through changeStatus in its own transaction, which locks it and checks the lifecycle: an order
 * the owner confirmed meanwhile, or that another run already cancelled, is left alone (409).
 */
import { sql } from 'drizzle-orm';
import { AUTO_CANCEL_HOURS_DEFAULT, AUTO_CANCEL_HOURS_MAX, AUTO_CANCEL_HOURS_MIN } from '@haat/domain/order-ops';
import type { Database } from '../../platform/db/types.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { changeStatus } from './order-lifecycle.ts';
import type { OrderSmsDeps } from '../sms/order-sms.service.ts';
import { rowsOf } from '../../platform/db/types.ts';

export const AUTO_CANCEL_BATCH = 200;

export function autoCancelNote(hours: number): string {
  return `Cancelled automatically: not confirmed within ${hours} hours`;
}

interface Candidate {
  id: number;
  shop_id: number;
  hours: number;
}

/** Cancels the pending orders past their shop's limit at `now`; answers how many it cancelled. */
export async function autoCancelExpired(
  db: Database,
  sms: OrderSmsDeps | null,
  { now = new Date(), batch = AUTO_CANCEL_BATCH }: { now?: Date; batch?: number } = {},
): Promise<{ canceled: number; skipped: number }> {
  // The shop's hours when stored as a whole number in range, else the default (as orderOpsSettingsOf reads it).
  const stored = sql`(s.settings -> 'orders' ->> 'auto_cancel_hours')`;
  const hours = sql`case when ${stored} ~ '^[0-9]{1,4}$'
      and ${stored}::int between ${AUTO_CANCEL_HOURS_MIN} and ${AUTO_CANCEL_HOURS_MAX}
      then ${stored}::int else ${AUTO_CANCEL_HOURS_DEFAULT} end`;
  const result = await db.execute(sql`
    select o.id, o.shop_id, ${hours} as hours
      from orders o join shops s on s.id = o.shop_id
     where o.status = 'pending'
       and o.created_at < ${now.toISOString()}::timestamptz - make_interval(hours => ${AUTO_CANCEL_HOURS_MIN})
       and o.created_at < ${now.toISOString()}::timestamptz - make_interval(hours => ${hours})
     order by o.created_at, o.id
     limit ${batch}`);
  const candidates = rowsOf<Candidate>(result);
  let canceled = 0;
  for (const order of candidates) {
    try {
      await changeStatus(db, order.shop_id, order.id, 'canceled', { note: autoCancelNote(order.hours), sms });
      canceled += 1;
    } catch (error) {
      // Confirmed or cancelled since it was read: nothing to do.
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
  }
  return { canceled, skipped: candidates.length - canceled };
}
