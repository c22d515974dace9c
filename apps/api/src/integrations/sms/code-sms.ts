/**
 * Every one-time code the platform sends goes through here: the platform's own text (code-messages.ts),
 * then daily budgets counted in the database, so they hold across restarts and API instances (decision
 * 191). Each code is counted in the budget of its purpose (sign-up, checkout, tracking, reset) for its
 * number, for its shop and for the whole platform. Codes anyone may ask for any number (sign-up,
 * checkout) can thus never spend the ones only an account or an order can ask for: a flood of sign-up
 * codes leaves a shop's tracking codes and everyone's password resets going out, and the platform's cap
 * is reached only when codes of every purpose go out. A refused code is not sent and the caller says so
 * (429 with `validation.sms_not_sent` and Retry-After: Dhaka midnight); a request with nobody to text
 * (no account, no order) counts for its number and is refused when a text would be, so no answer tells
 * who has an account. The log warns, and a metric shows, when a shop or platform budget is 80 % spent.
 * The code and its `sms.send` job are written in one transaction; the job sends it (src/jobs.ts), so a
 * slow gateway neither slows the answer nor tells by its timing whether an account exists.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../platform/db/types.ts';
import { smsDailyCounts } from '../../platform/db/schema.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Logger } from '../../platform/observability/logger.ts';
import { smsCodeBudgetSpent, smsCodeBudgetWarnings } from '../../platform/observability/metrics.ts';
import { accountExistsMessage, codeMessage, smsLanguage, type CodePurpose, type SmsLanguage } from './code-messages.ts';

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

/**
 * The budget a code is counted in. Sign-up and checkout codes can be asked by anyone for any number;
 * tracking codes only go to a number with orders in the shop, reset codes only to an account.
 */
export const CODE_BUDGET_OF = {
  register: 'signup',
  owner_signup: 'signup',
  place_order: 'checkout',
  track_orders: 'tracking',
  password_reset: 'reset',
  owner_password_reset: 'reset',
} as const satisfies Record<CodePurpose, string>;
export type CodeBudget = (typeof CODE_BUDGET_OF)[CodePurpose];

/**
 * Each budget's share of a shop's and of the platform's daily codes (they add up to the whole cap): the
 * codes anyone can ask for get 70 % at most, so the cap is reached only with tracking and reset codes,
 * and account recovery keeps a share no other code can touch. A number gets the per-number cap in
 * each budget.
 */
export const CODE_BUDGET_SHARE: Record<CodeBudget, number> = {
  signup: 0.4,
  checkout: 0.3,
  tracking: 0.15,
  reset: 0.15,
};

/** A budget's part of a cap (at least one code). */
export const budgetCap = (cap: number, budget: CodeBudget) => Math.max(1, Math.floor(cap * CODE_BUDGET_SHARE[budget]));

export const SMS_CAP_WARNING_SHARE = 0.8;
export const SMS_NOT_SENT = 'No SMS was sent: the codes for today are used up. Please try again after midnight.';
export const SMS_NOT_SENT_ID = 'validation.sms_not_sent';

/** Bangladesh time (UTC+6, no daylight saving): the caps count its calendar days. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** Seconds until the caps start again (midnight in Dhaka), for Retry-After. */
export function secondsToCapReset(now = new Date()): number {
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - DHAKA_OFFSET_MS;
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** The answer when no SMS went out: 429, the field, and when the budgets start again. */
const smsNotSent = () =>
  new HttpError(429, SMS_NOT_SENT, { mobile: [SMS_NOT_SENT_ID] }, { 'Retry-After': String(secondsToCapReset()) });

interface Scope {
  scope: string;
  key: string;
  cap: number;
}

/** The budgets a message counts in: its number's, its shop's, the platform's for its purpose, and the platform's whole cap. */
function scopesOf(caps: SmsCaps, message: CodeSms): { number: Scope; others: Scope[] } {
  const budget = CODE_BUDGET_OF[message.purpose];
  return {
    number: { scope: `number.${budget}`, key: message.to, cap: caps.perNumber },
    others: [
      ...(message.shopId === null
        ? []
        : [{ scope: `shop.${budget}`, key: String(message.shopId), cap: budgetCap(caps.perShop, budget) }]),
      { scope: `platform.${budget}`, key: '', cap: budgetCap(caps.platform, budget) },
      { scope: 'platform', key: '', cap: caps.platform },
    ],
  };
}

const today = sql`((now() at time zone 'UTC') + interval '6 hours')::date`;

class CapSpent extends Error {}

/**
 * Counts one SMS in each scope for today (Dhaka's date), in one transaction that rolls back when a
 * cap would be passed: a refused SMS counts nowhere and leaves nothing behind. Returns the counts
 * after it, or null when refused.
 */
async function admit(db: Database, scopes: Scope[]): Promise<number[] | null> {
  try {
    return await db.transaction(async (tx) => {
      const counts: number[] = [];
      for (const { scope, key, cap } of scopes) {
        const [row] = await tx
          .insert(smsDailyCounts)
          .values({ day: today, scope, key, count: 1 })
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

/** Whether one more SMS would pass a cap of `scopes`, counting nothing. */
async function anySpent(db: Database, scopes: Scope[]): Promise<boolean> {
  const rows = await db
    .select({ scope: smsDailyCounts.scope, key: smsDailyCounts.key, count: smsDailyCounts.count })
    .from(smsDailyCounts)
    .where(
      and(
        eq(smsDailyCounts.day, today),
        inArray(
          smsDailyCounts.scope,
          scopes.map(({ scope }) => scope),
        ),
      ),
    );
  return scopes.some(({ scope, key, cap }) =>
    rows.some((row) => row.scope === scope && row.key === key && row.count >= cap),
  );
}

/** Logs and counts a shop or platform budget reaching 80 %, once a day each; shows the platform's spent share. */
function watch(deps: CodeSmsDeps, message: CodeSms, scopes: Scope[], counts: number[]): void {
  const budget = CODE_BUDGET_OF[message.purpose];
  scopes.forEach(({ scope, key, cap }, index) => {
    const count = counts[index]!;
    const [level] = scope.split('.') as [string];
    if (level === 'platform') smsCodeBudgetSpent.set({ budget: scope === 'platform' ? 'all' : budget }, count / cap);
    if (level === 'number' || count !== Math.ceil(cap * SMS_CAP_WARNING_SHARE)) return;
    smsCodeBudgetWarnings.inc({ scope });
    deps.logger.warn('sms daily cap nearly spent', {
      scope: level,
      budget: scope === 'platform' ? 'all' : budget,
      ...(level === 'shop' ? { shop_id: Number(key) } : {}),
      count,
      cap,
    });
  });
}

/**
 * Sends one platform text (a code, or the notice that an account exists) unless a budget is spent:
 * `write` stores what it needs (through the transaction it is given, which also writes the SMS job)
 * and returns the text; it is called only once the SMS is admitted, so a refusal changes nothing but
 * throws 429 (`smsNotSent`).
 */
async function spend(deps: CodeSmsDeps, message: CodeSms, write: (db: Database) => Promise<string>): Promise<void> {
  const { number, others } = scopesOf(deps.caps, message);
  const scopes = [number, ...others];
  const counts = await admit(deps.db, scopes);
  if (!counts) {
    deps.logger.warn('sms not sent: daily cap spent', { shop_id: message.shopId, purpose: message.purpose });
    throw smsNotSent();
  }
  watch(deps, message, scopes, counts);
  await deps.db.transaction(async (tx) => {
    const text = await write(tx);
    await deps.jobs.enqueue(tx, 'sms.send', { to: message.to, text, shopId: message.shopId, purpose: message.purpose });
  });
}

/** Sends a one-time code: `issue` stores it and returns it. 429 when a budget is spent. */
export async function sendCodeSms(
  deps: CodeSmsDeps,
  message: CodeSms & { issue: (db: Database) => Promise<string> },
): Promise<void> {
  await spend(deps, message, async (db) =>
    codeMessage(message.purpose, await message.issue(db), message.language, message.shopName),
  );
}

/**
 * Instead of a sign-up code for a number that already has an account: a text saying so (sign in or
 * reset), counted in the same budgets, so the request is answered exactly as for a new number.
 */
export async function sendAccountExistsSms(deps: CodeSmsDeps, message: CodeSms): Promise<void> {
  await spend(deps, message, () => Promise.resolve(accountExistsMessage(message.language, message.shopName)));
}

/**
 * A code asked for a number that gets none (no account, no order, no code needed): counted for its
 * number, and refused (429) whenever a code to it would be, so the answer never tells which it is.
 */
export async function askWithoutSms(deps: CodeSmsDeps, message: CodeSms): Promise<void> {
  const { number, others } = scopesOf(deps.caps, message);
  if (!(await admit(deps.db, [number])) || (await anySpent(deps.db, others))) throw smsNotSent();
}
