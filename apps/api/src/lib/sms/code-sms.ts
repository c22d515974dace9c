/**
 * Every one-time code the platform sends goes through here: the platform's own text (code-messages.ts),
 * then three daily caps counted in the database, so they hold across restarts and API instances: per
 * destination number across all shops, per shop, and for the whole platform. A capped code is not
 * sent; the log warns when a cap is 80 % spent. The code and its `sms.send` job are written in one
 * transaction; the job sends it (src/jobs.ts), so a slow gateway neither slows the answer nor tells by
 * its timing whether an account exists, and a failing one is retried.
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../db/types.ts';
import { smsDailyCounts } from '../../db/schema.ts';
import type { AppEnv } from '../app-env.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Logger } from '../logger.ts';
import { codeMessage, smsLanguage, type CodePurpose, type SmsLanguage } from './code-messages.ts';

export interface SmsCaps {
  perNumber: number;
  perShop: number;
  platform: number;
}

export interface CodeSmsDeps {
  db: Database;
  jobs: JobQueue;
  logger: Logger;
  caps: SmsCaps;
}

/** What sending a code needs, from a request's context; `language` from its Accept-Language. */
export function codeSmsDeps(c: Context<AppEnv>): CodeSmsDeps & { secret: string; language: SmsLanguage } {
  const config = c.get('config');
  return {
    db: c.get('db'),
    jobs: c.get('jobs'),
    logger: c.get('logger'),
    caps: config.smsCaps,
    secret: config.jwtSecret,
    language: smsLanguage(c.req.header('accept-language')),
  };
}

export type CodeSenderDeps = ReturnType<typeof codeSmsDeps>;

export interface CodeSms {
  to: string;
  /** The shop whose shopper asked (null: an owner's own code). */
  shopId: number | null;
  purpose: CodePurpose;
  language: SmsLanguage;
  shopName?: string;
}

export const SMS_CAP_WARNING_SHARE = 0.8;
export const SMS_CAP_SPENT = 'Too many codes were sent today. Please try again tomorrow.';

/** Bangladesh time (UTC+6, no daylight saving): the caps count its calendar days. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** Seconds until the caps start again (midnight in Dhaka), for Retry-After. */
export function secondsToCapReset(now = new Date()): number {
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - DHAKA_OFFSET_MS;
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

class CapSpent extends Error {}

/**
 * Counts one SMS in each scope for today (Dhaka's date), in one transaction that rolls back when a
 * cap would be passed: a refused SMS counts nowhere and leaves nothing behind. Returns the counts
 * after it, or null when refused.
 */
async function admit(db: Database, scopes: [scope: string, key: string, cap: number][]): Promise<number[] | null> {
  try {
    return await db.transaction(async (tx) => {
      const counts: number[] = [];
      for (const [scope, key, cap] of scopes) {
        const [row] = await tx
          .insert(smsDailyCounts)
          .values({ day: sql`((now() at time zone 'UTC') + interval '6 hours')::date`, scope, key, count: 1 })
          .onConflictDoUpdate({
            target: [smsDailyCounts.day, smsDailyCounts.scope, smsDailyCounts.key],
            set: { count: sql`${smsDailyCounts.count} + 1` },
          })
          .returning({ count: smsDailyCounts.count });
        const count = row?.count ?? 0;
        if (count > cap) throw new CapSpent();
        counts.push(count);
      }
      return counts;
    });
  } catch (error) {
    if (error instanceof CapSpent) return null;
    throw error;
  }
}

/**
 * Sends a one-time code unless a daily cap is spent: `issue` stores the code (through the transaction
 * it is given, which also writes the SMS job) and is called only once the SMS is admitted, so a refusal
 * changes nothing. `false` when it was not sent.
 */
export async function sendCodeSms(
  deps: CodeSmsDeps,
  message: CodeSms & { issue: (db: Database) => Promise<string> },
): Promise<boolean> {
  const scopes: [string, string, number][] = [
    ['number', message.to, deps.caps.perNumber],
    ...(message.shopId === null
      ? []
      : [['shop', String(message.shopId), deps.caps.perShop] as [string, string, number]]),
    ['platform', '', deps.caps.platform],
  ];
  const counts = await admit(deps.db, scopes);
  if (!counts) {
    deps.logger.warn('sms not sent: daily cap spent', { shop_id: message.shopId, purpose: message.purpose });
    return false;
  }
  scopes.forEach(([scope, key, cap], index) => {
    const count = counts[index]!;
    if (count === Math.ceil(cap * SMS_CAP_WARNING_SHARE)) {
      deps.logger.warn('sms daily cap nearly spent', {
        scope,
        ...(scope === 'shop' ? { shop_id: Number(key) } : {}),
        count,
        cap,
      });
    }
  });
  await deps.db.transaction(async (tx) => {
    const code = await message.issue(tx);
    const text = codeMessage(message.purpose, code, message.language, message.shopName);
    await deps.jobs.enqueue(tx, 'sms.send', { to: message.to, text, shopId: message.shopId, purpose: message.purpose });
  });
  return true;
}
