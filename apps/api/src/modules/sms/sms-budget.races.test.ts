/**
 * The monthly SMS budget under concurrency, on PostgreSQL only (PGlite runs one transaction at a time, so
 * nothing can race there): many `sms.order` jobs judging messages of one shop at the same moment reserve
 * exactly what the budget pays for, and the shop's counter of the month is the sum of what they reserved.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createShop } from '../../../test/fixtures.ts';
import { smsLog, smsMonthlyUsage, shops } from '../../platform/db/schema.ts';
import { sendOrderSms } from './order-sms.service.ts';
import { currentBudgetMonth, segmentsUsedThisMonth } from './sms-budget.ts';

const onPostgres = inject('testDatabase').engine === 'postgres';

describe.skipIf(!onPostgres)('SMS budget races (PostgreSQL only)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('40 messages of 2 segments judged at once against a budget of 31 left: exactly 15 are sent', async () => {
    const shop = await createShop(ctx);
    await ctx.db
      .update(shops)
      .set({ settings: { sms: { monthly_segments: 1_000 } } })
      .where(eq(shops.id, shop.id));
    // 969 of the 1,000 segments already used this month.
    await ctx.db
      .insert(smsMonthlyUsage)
      .values({ shopId: shop.id, month: await currentBudgetMonth(ctx.db), segments: 969 });
    const rows = await ctx.db
      .insert(smsLog)
      .values(
        Array.from({ length: 40 }, (_, index) => ({
          shopId: shop.id,
          event: 'order_placed',
          to: `0171${String(index).padStart(7, '0')}`,
          text: 'A message of two segments',
          segments: 2,
        })),
      )
      .returning({ id: smsLog.id });

    const deps = { db: ctx.db, sms: ctx.deps.sms, logger: ctx.deps.logger };
    // Half the rows one job each, the other half two per job: single and batched jobs race each other.
    const singles = rows.slice(0, 20).map((row) => [row.id]);
    const pairs = Array.from({ length: 10 }, (_, index) => [rows[20 + 2 * index]!.id, rows[21 + 2 * index]!.id]);
    await Promise.all([...singles, ...pairs].map((logIds) => sendOrderSms(deps, logIds)));

    const judged = await ctx.db
      .select({ status: smsLog.status, error: smsLog.error })
      .from(smsLog)
      .where(
        and(
          eq(smsLog.shopId, shop.id),
          inArray(
            smsLog.id,
            rows.map((row) => row.id),
          ),
        ),
      );
    expect(judged.filter((row) => row.status === 'sent')).toHaveLength(15);
    expect(judged.filter((row) => row.status === 'skipped')).toHaveLength(25);
    expect(new Set(judged.filter((row) => row.status === 'skipped').map((row) => row.error))).toEqual(
      new Set(['Monthly SMS budget spent (999 of 1000 segments used)']),
    );
    expect(await segmentsUsedThisMonth(ctx.db, shop.id)).toBe(999);

    // The same jobs delivered again change nothing.
    await Promise.all([...singles, ...pairs].map((logIds) => sendOrderSms(deps, logIds)));
    expect(await segmentsUsedThisMonth(ctx.db, shop.id)).toBe(999);
  });
});
