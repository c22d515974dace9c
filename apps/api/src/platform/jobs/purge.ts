/**
 * Rows that stop meaning anything, deleted on a schedule: expired or revoked sessions, used or expired
 * one-time codes, rate-limit counters past their window, and idempotency keys past the time a client may retry (their stored answers hold
 * shoppers' addresses). A refusal's key is kept one hour (a retry of a refused order comes at once),
 * an order's 24 hours. It runs as the `maintenance.purge` job (src/jobs.ts), once per period across instances.
 */
import { and, gte, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import {
  customerSessions,
  idempotencyKeys,
  oneTimeCodes,
  ownerSessions,
  rateLimitCounters,
  usedPowChallenges,
} from '../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;
export const ORDER_KEY_RETENTION_MS = 24 * HOUR_MS;
export const REFUSAL_KEY_RETENTION_MS = HOUR_MS;

export interface PurgeCounts {
  customerSessions: number;
  ownerSessions: number;
  oneTimeCodes: number;
  idempotencyKeys: number;
  rateLimitCounters: number;
  usedPowChallenges: number;
}

export async function purgeExpired(db: Database, now = new Date()): Promise<PurgeCounts> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const [customer, owner, codes, keys, counters, pow] = await Promise.all([
    db.delete(customerSessions).where(lt(customerSessions.expiresAt, now)).returning({ id: customerSessions.id }),
    db
      .delete(ownerSessions)
      .where(or(lt(ownerSessions.expiresAt, now), isNotNull(ownerSessions.revokedAt)))
      .returning({ id: ownerSessions.id }),
    db
      .delete(oneTimeCodes)
      .where(or(lt(oneTimeCodes.expiresAt, now), isNotNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id }),
    db
      .delete(idempotencyKeys)
      .where(
        or(
          lt(idempotencyKeys.createdAt, ago(ORDER_KEY_RETENTION_MS)),
          and(gte(idempotencyKeys.responseStatus, 400), lt(idempotencyKeys.createdAt, ago(REFUSAL_KEY_RETENTION_MS))),
        ),
      )
      .returning({ id: idempotencyKeys.id }),
    db.delete(rateLimitCounters).where(lt(rateLimitCounters.expire, now)).returning({ key: rateLimitCounters.key }),
    db
      .delete(usedPowChallenges)
      .where(lt(usedPowChallenges.expiresAt, now))
      .returning({ signature: usedPowChallenges.signature }),
  ]);
  return {
    customerSessions: customer.length,
    ownerSessions: owner.length,
    oneTimeCodes: codes.length,
    idempotencyKeys: keys.length,
    rateLimitCounters: counters.length,
    usedPowChallenges: pow.length,
  };
}
