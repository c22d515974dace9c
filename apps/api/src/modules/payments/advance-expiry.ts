/**
 * An unpaid advance expires (issue 30 item 5, decision 231): an order still `pending` or `accepted` whose advance is
 * not covered after its `payment_due_by`, with no attempt still waiting (`pending` at a gateway or `to_verify` by the
 * owner), is cancelled: its stock goes back and the customer gets the cancellation SMS. Runs as the
 * `payments.expire-advance` job every minute (src/jobs.ts), at most EXPIRY_BATCH orders a run. Each order is locked
 * and checked again in its own transaction, where every payment change takes the same lock: a code sent or a
 * payment settled meanwhile keeps the order.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isOpenAttempt } from '@haat/domain/advance-payment';
import { orders, payments } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import { rowsOf } from '../../platform/db/types.ts';
import { changeStatusIn } from '../orders/order-lifecycle.ts';
import type { OrderSmsDeps } from '../sms/order-sms.service.ts';

export const EXPIRY_BATCH = 200;
export const ADVANCE_EXPIRED_NOTE = 'Cancelled automatically: the advance payment was not made in time';

/** Statuses an unpaid advance can still cancel (before the parcel leaves). */
const CANCELLABLE = ['pending', 'accepted'] as const;

export async function expireUnpaidAdvances(
  db: Database,
  sms: OrderSmsDeps | null,
  { now = new Date(), batch = EXPIRY_BATCH }: { now?: Date; batch?: number } = {},
): Promise<{ canceled: number; skipped: number }> {
  const result = await db.execute(sql`
    select o.id, o.shop_id
      from orders o
     where o.payment_due_by is not null
       and o.payment_due_by < ${now.toISOString()}::timestamptz
       and o.status in ('pending', 'accepted')
       and o.paid_paisa < o.advance_paisa
       and not exists (select 1 from payments p
                        where p.order_id = o.id and p.status in ('pending', 'to_verify'))
     order by o.payment_due_by, o.id
     limit ${batch}`);
  const candidates = rowsOf<{ id: number; shop_id: number }>(result);
  let canceled = 0;
  for (const candidate of candidates) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, candidate.id), eq(orders.shopId, candidate.shop_id)))
        .for('update');
      if (
        !order ||
        !(CANCELLABLE as readonly string[]).includes(order.status) ||
        order.paymentDueBy === null ||
        order.paymentDueBy >= now ||
        order.paidPaisa >= order.advancePaisa
      ) {
        return false;
      }
      const open = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['pending', 'to_verify'])));
      if (open.some((row) => isOpenAttempt(row.status))) return false;
      await tx.update(orders).set({ paymentDueBy: null }).where(eq(orders.id, order.id));
      await changeStatusIn(tx, order.shopId, order.id, 'canceled', { note: ADVANCE_EXPIRED_NOTE, sms });
      return true;
    });
    if (done) canceled += 1;
  }
  return { canceled, skipped: candidates.length - canceled };
}
