/**
 * The shop's monthly SMS budget: segments of the messages reserved (`sending`), sent or failed since the
 * start of the calendar month in Asia/Dhaka (a failed message may have been billed; queued ones are not
 * judged yet, skipped ones were never sent).
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { SMS_BUDGET_TIME_ZONE, smsSettingsOf, type StoredSmsSettings } from '@haat/domain/sms-settings';
import type { Database } from '../../db/types.ts';
import { smsLog } from '../../db/schema.ts';
import { rowsOf } from '../../db/types.ts';

const zone = sql.raw(`'${SMS_BUDGET_TIME_ZONE}'`);

/** The first instant of this month in Asia/Dhaka, by the database's clock. */
const monthStart = sql`(date_trunc('month', now() at time zone ${zone}) at time zone ${zone})`;

export function monthlyBudget(stored: StoredSmsSettings | undefined): number {
  return smsSettingsOf(stored).monthly_segments;
}

export async function segmentsUsedThisMonth(db: Database, shopId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${smsLog.segments}), 0)::int` })
    .from(smsLog)
    .where(
      and(
        eq(smsLog.shopId, shopId),
        gte(smsLog.createdAt, monthStart),
        inArray(smsLog.status, ['sending', 'sent', 'failed']),
      ),
    );
  return row?.used ?? 0;
}

/** This month as `YYYY-MM` (Asia/Dhaka), by the database's clock. */
export async function currentBudgetMonth(db: Database): Promise<string> {
  const result = await db.execute(sql`select to_char(now() at time zone ${zone}, 'YYYY-MM') as month`);
  return rowsOf<{ month: string }>(result)[0]!.month;
}
