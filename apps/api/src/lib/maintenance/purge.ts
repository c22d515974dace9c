/**
 * Rows that stop meaning anything, deleted on a schedule: expired or revoked sessions, used or expired
 * one-time codes, and idempotency keys past the time a client may retry (their stored answers hold
 * shoppers' addresses). A refusal's key is kept one hour (a retry of a refused order comes at once),
 * an order's 24 hours. A later issue moves this onto a durable job queue; until then it runs in the
 * API process, which is safe with several instances since each statement only deletes what has expired.
 */
import { and, gte, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { customerSessions, idempotencyKeys, oneTimeCodes, ownerSessions } from '../../db/schema.ts';
import { errorFields, type Logger } from '../logger.ts';

const HOUR_MS = 60 * 60 * 1000;
export const ORDER_KEY_RETENTION_MS = 24 * HOUR_MS;
export const REFUSAL_KEY_RETENTION_MS = HOUR_MS;

export interface PurgeCounts {
  customerSessions: number;
  ownerSessions: number;
  oneTimeCodes: number;
  idempotencyKeys: number;
}

export async function purgeExpired(db: Database, now = new Date()): Promise<PurgeCounts> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const [customer, owner, codes, keys] = await Promise.all([
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
  ]);
  return { customerSessions: customer.length, ownerSessions: owner.length, oneTimeCodes: codes.length, idempotencyKeys: keys.length };
}

/** Runs `purgeExpired` now and then every `intervalMs`; returns the function that stops it. */
export function startPurges(db: Database, logger: Logger, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeExpired(db)
      .then((counts) => logger.info('purged expired rows', { ...counts }))
      .catch((error: unknown) => logger.warn('purge failed', errorFields(error)))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
