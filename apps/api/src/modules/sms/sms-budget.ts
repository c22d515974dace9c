/**
 * The shop's monthly SMS budget: segments of the messages reserved (`sending`), sent or failed in the calendar
 * month in Asia/Dhaka (a failed message may have been billed; queued ones are not judged yet, skipped ones were
 * never sent). They are counted in `sms_monthly_usage`, one row per shop and month, raised by the statement that
 * judges a message against the budget: no recount of the log, so judging costs the same whatever the shop has
 * sent (decision 170). A message counts in the month it was reserved in.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  SMS_BUDGET_TIME_ZONE,
  smsGrantFor,
  smsSettingsOf,
  type SmsGrant,
  type StoredSmsSettings,
} from '@haat/domain/sms-settings';
import type { Database } from '../../platform/db/types.ts';
import { orders, smsDailyCounts, smsMonthlyUsage } from '../../platform/db/schema.ts';
import { rowsOf } from '../../platform/db/types.ts';

const zone = sql.raw(`'${SMS_BUDGET_TIME_ZONE}'`);

/** This month as `YYYY-MM` in Asia/Dhaka, by the database's clock. */
const thisMonth = sql`to_char(now() at time zone ${zone}, 'YYYY-MM')`;

export function monthlyBudget(stored: StoredSmsSettings | undefined): number {
  return smsSettingsOf(stored).monthly_segments;
}

export async function segmentsUsedThisMonth(db: Database, shopId: number): Promise<number> {
  const [row] = await db
    .select({ used: smsMonthlyUsage.segments })
    .from(smsMonthlyUsage)
    .where(and(eq(smsMonthlyUsage.shopId, shopId), eq(smsMonthlyUsage.month, thisMonth)));
  return row?.used ?? 0;
}

/**
 * Reserves `segments` of the shop's budget this month when they fit under `budget`, in one statement: the
 * shop's row of the month is locked by it, so concurrent reservations are judged one after another and the
 * budget holds exactly. `reserved`: whether it did; `used`: the month's segments after it (or unchanged).
 */
export async function reserveSegments(
  db: Database,
  shopId: number,
  segments: number,
  budget: number,
): Promise<{ reserved: boolean; used: number }> {
  const result = await db.execute(sql`
    insert into ${smsMonthlyUsage} (shop_id, month, segments)
    select ${shopId}, ${thisMonth}, ${segments}::integer where ${segments}::integer <= ${budget}::integer
    on conflict (shop_id, month) do update set segments = ${smsMonthlyUsage}.segments + excluded.segments
     where ${smsMonthlyUsage}.segments + excluded.segments <= ${budget}::integer
    returning segments`);
  const [row] = rowsOf<{ segments: number }>(result);
  if (row) return { reserved: true, used: row.segments };
  return { reserved: false, used: await segmentsUsedThisMonth(db, shopId) };
}

/** This month as `YYYY-MM` (Asia/Dhaka), by the database's clock. */
export async function currentBudgetMonth(db: Database): Promise<string> {
  const result = await db.execute(sql`select ${thisMonth} as month`);
  return rowsOf<{ month: string }>(result)[0]!.month;
}

const today = sql`((now() at time zone 'UTC') + interval '6 hours')::date`;
const DELIVERED_SCOPE = 'order-sms-delivered';
const SEGMENTS_SCOPE = 'order-sms-segments';

async function deliveredOrders(db: Database, shopId: number): Promise<number> {
  const [row] = await db
    .select({ delivered: count() })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), inArray(orders.status, ['delivered', 'completed'])));
  return row?.delivered ?? 0;
}

/** The shop's grant as of now, for its owner's settings page (decision 190). */
export async function grantNow(db: Database, shopId: number): Promise<SmsGrant> {
  return smsGrantFor(await deliveredOrders(db, shopId));
}

/**
 * The shop's grant for today, for judging its messages: the delivered orders are counted at the first
 * message of the day and kept in `sms_daily_counts`, so judging a message counts no rows.
 */
export async function grantToday(db: Database, shopId: number): Promise<SmsGrant> {
  const key = String(shopId);
  const [kept] = await db
    .select({ count: smsDailyCounts.count })
    .from(smsDailyCounts)
    .where(and(eq(smsDailyCounts.day, today), eq(smsDailyCounts.scope, DELIVERED_SCOPE), eq(smsDailyCounts.key, key)));
  if (kept) return smsGrantFor(kept.count);
  const delivered = await deliveredOrders(db, shopId);
  await db
    .insert(smsDailyCounts)
    .values({ day: today, scope: DELIVERED_SCOPE, key, count: delivered })
    .onConflictDoNothing();
  return smsGrantFor(delivered);
}

/**
 * Counts `segments` (negative: gives them back) of the shop's order SMS for today (Dhaka's date) when they
 * fit under the day's grant, in one statement (the row lock orders concurrent ones). `reserved`: whether it
 * did; `used`: today's segments after it (or unchanged).
 */
export async function reserveDailySegments(
  db: Database,
  shopId: number,
  segments: number,
  grant: number,
): Promise<{ reserved: boolean; used: number }> {
  const key = String(shopId);
  const result = await db.execute(sql`
    insert into ${smsDailyCounts} (day, scope, key, count)
    select ${today}, ${SEGMENTS_SCOPE}, ${key}, ${segments}::integer where ${segments}::integer <= ${grant}::integer
    on conflict (day, scope, key) do update set count = ${smsDailyCounts}.count + excluded.count
     where ${smsDailyCounts}.count + excluded.count <= ${grant}::integer
    returning count`);
  const [row] = rowsOf<{ count: number }>(result);
  if (row) return { reserved: true, used: row.count };
  const [current] = await db
    .select({ count: smsDailyCounts.count })
    .from(smsDailyCounts)
    .where(and(eq(smsDailyCounts.day, today), eq(smsDailyCounts.scope, SEGMENTS_SCOPE), eq(smsDailyCounts.key, key)));
  return { reserved: false, used: current?.count ?? 0 };
}
