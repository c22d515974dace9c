/**
 * The monthly SMS counter: the migration that made it fills it from the log as the budget counted it
 * before (reserved, sent and failed segments per shop and month in Asia/Dhaka; queued and skipped ones not).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createShop } from '../../../test/fixtures.ts';
import { MIGRATIONS_FOLDER } from '../../platform/db/client.ts';
import { smsLog, smsMonthlyUsage } from '../../platform/db/schema.ts';

/** The backfill statement of the migration that added the counter. */
const backfill = readFileSync(join(MIGRATIONS_FOLDER, '0013_sms_monthly_usage.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .find((statement) => statement.includes('INSERT INTO "sms_monthly_usage"'))!;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('SMS monthly counter', () => {
  it('the migration counts what the log had reserved, sent or failed, per shop and month in Asia/Dhaka', async () => {
    const [shop, other] = [await createShop(ctx), await createShop(ctx)];
    const row = (shopId: number, status: string, segments: number, createdAt: string) => ({
      shopId,
      event: 'order_placed',
      to: '01711000000',
      text: 'x',
      segments,
      status,
      createdAt: new Date(createdAt),
    });
    await ctx.db.insert(smsLog).values([
      row(shop.id, 'sent', 2, '2026-10-15T10:00:00Z'),
      row(shop.id, 'failed', 1, '2026-10-20T10:00:00Z'),
      row(shop.id, 'sending', 3, '2026-10-31T17:59:59Z'),
      // 1 November 00:00 in Dhaka.
      row(shop.id, 'sent', 1, '2026-10-31T18:00:00Z'),
      row(shop.id, 'queued', 5, '2026-11-02T10:00:00Z'),
      row(shop.id, 'skipped', 7, '2026-11-02T10:00:00Z'),
      row(other.id, 'sent', 4, '2026-11-02T10:00:00Z'),
    ]);
    await ctx.db.execute(sql`delete from ${smsMonthlyUsage}`);
    await ctx.db.execute(sql.raw(backfill));

    const counted = async (shopId: number) =>
      ctx.db
        .select({ month: smsMonthlyUsage.month, segments: smsMonthlyUsage.segments })
        .from(smsMonthlyUsage)
        .where(eq(smsMonthlyUsage.shopId, shopId))
        .orderBy(asc(smsMonthlyUsage.month));
    expect(await counted(shop.id)).toEqual([
      { month: '2026-10', segments: 6 },
      { month: '2026-11', segments: 1 },
    ]);
    expect(await counted(other.id)).toEqual([{ month: '2026-11', segments: 4 }]);
  });
});
