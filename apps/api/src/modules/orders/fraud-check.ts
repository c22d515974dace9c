/**
 * Steadfast's fraud check of a customer's number (issue 17), run as the `cod-risk.fraud-check` job
 * (src/jobs.ts) after an order of a shop with a Steadfast account, never inside a request. Its answer
 * is cached per number for FRAUD_CHECK_TTL_DAYS in courier_fraud_checks (the courier's data about a
 * number, the same whichever shop asks), and each shop may ask at most FRAUD_CHECKS_PER_SHOP_PER_DAY
 * numbers a day (Dhaka's day, counted in the daily-counts table under the scope `fraud_check`). When
 * the check fails, the other sources still give a level: the job logs and gives up, it is not retried
 * into the quota.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { courierAccounts, courierFraudChecks, smsDailyCounts } from '../../platform/db/schema.ts';
import type { Config } from '../../platform/config/env.ts';
import { createCourier } from '../../integrations/couriers/create-courier.ts';
import { openCourierCredentials } from '../../integrations/couriers/courier-credentials.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { errorFields, type Logger } from '../../platform/observability/logger.ts';
import { FRAUD_CHECK_COURIER, FRAUD_CHECK_TTL_DAYS } from './cod-risk.service.ts';

export const FRAUD_CHECKS_PER_SHOP_PER_DAY = 30;
export const FRAUD_CHECK_SCOPE = 'fraud_check';

export interface FraudCheckDeps {
  db: Database;
  config: Pick<Config, 'couriers'>;
  /** Opens the shop's sealed courier credentials (undefined when no credentials key is configured). */
  secretBox: () => SecretBox | undefined;
  logger: Logger;
  /** Checks one shop may ask for per day. */
  perShopPerDay?: number;
}

export type FraudCheckOutcome = 'cached' | 'checked' | 'no_account' | 'quota_spent' | 'failed';

const dhakaDay = sql`((now() at time zone 'UTC') + interval '6 hours')::date`;

/** Counts one check for the shop today unless its quota is spent (then nothing is counted). */
async function admit(db: Database, shopId: number, quota: number): Promise<boolean> {
  const [row] = await db
    .insert(smsDailyCounts)
    .values({ day: dhakaDay, scope: FRAUD_CHECK_SCOPE, key: String(shopId), count: 1 })
    .onConflictDoUpdate({
      target: [smsDailyCounts.day, smsDailyCounts.scope, smsDailyCounts.key],
      set: { count: sql`${smsDailyCounts.count} + 1` },
      setWhere: sql`${smsDailyCounts.count} < ${quota}`,
    })
    .returning({ count: smsDailyCounts.count });
  return row !== undefined;
}

/** Makes sure the courier's check of `mobile` is cached, asking the courier when it is not (and the quota allows). */
export async function runFraudCheck(
  deps: FraudCheckDeps,
  { shopId, mobile }: { shopId: number; mobile: string },
): Promise<FraudCheckOutcome> {
  const { db, logger } = deps;
  const [fresh] = await db
    .select({ mobile: courierFraudChecks.mobile })
    .from(courierFraudChecks)
    .where(
      and(
        eq(courierFraudChecks.courier, FRAUD_CHECK_COURIER),
        eq(courierFraudChecks.mobile, mobile),
        gt(courierFraudChecks.checkedAt, sql`now() - make_interval(days => ${FRAUD_CHECK_TTL_DAYS})`),
      ),
    );
  if (fresh) return 'cached';
  const [account] = await db
    .select()
    .from(courierAccounts)
    .where(and(eq(courierAccounts.shopId, shopId), eq(courierAccounts.courier, FRAUD_CHECK_COURIER)));
  const box = account ? deps.secretBox() : undefined;
  if (!account || !box) return 'no_account';
  if (!(await admit(db, shopId, deps.perShopPerDay ?? FRAUD_CHECKS_PER_SHOP_PER_DAY))) {
    logger.info('fraud check skipped: daily quota spent', { shop_id: shopId });
    return 'quota_spent';
  }
  try {
    const courier = createCourier(
      openCourierCredentials(box, shopId, FRAUD_CHECK_COURIER, account.sealedCredentials),
      deps.config,
    );
    if (!courier.fraudCheck) return 'no_account';
    const report = await courier.fraudCheck(mobile);
    const counts = {
      total: Math.max(report.totalParcels, report.delivered + report.cancelled),
      delivered: report.delivered,
      cancelled: report.cancelled,
    };
    await db
      .insert(courierFraudChecks)
      .values({ courier: FRAUD_CHECK_COURIER, mobile, ...counts })
      .onConflictDoUpdate({
        target: [courierFraudChecks.courier, courierFraudChecks.mobile],
        set: { ...counts, checkedAt: sql`now()` },
      });
    return 'checked';
  } catch (error) {
    logger.warn('fraud check failed', { shop_id: shopId, ...errorFields(error) });
    return 'failed';
  }
}
