/**
 * One-time codes sent by SMS (password reset, sign-up, order tracking): 6 random digits, stored only as an HMAC keyed by the
 * server secret (a leaked table cannot be brute-forced offline), single use, valid for
 * 10 minutes and for at most 5 tries. Issuing a new code retires the earlier ones.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '@haat/domain/validators';
import type { Database } from '../db/types.ts';
import { oneTimeCodes } from '../db/schema.ts';
import { OTP_LIFETIME_MS } from './code-lifetime.ts';

export const OTP_PURPOSE_PASSWORD_RESET = 'password_reset';
export const OTP_PURPOSE_TRACK_ORDERS = 'track_orders';
export const OTP_PURPOSE_PLACE_ORDER = 'place_order';
export const OTP_PURPOSE_REGISTER = 'register';
export const OTP_PURPOSE_OWNER_SIGNUP = 'owner_signup';
export const OTP_PURPOSE_OWNER_PASSWORD_RESET = 'owner_password_reset';
export { OTP_LIFETIME_MS };
export const OTP_MAX_ATTEMPTS = 5;

export interface CodeOwner {
  /** The shop of a customer's code; null for an owner's (sign-up, password reset). */
  shopId: number | null;
  mobile: string;
  purpose: string;
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The code bound to its shop, number and purpose, so a row cannot be replayed for another. */
export function hashCode(secret: string, owner: CodeOwner, code: string): string {
  return createHmac('sha256', secret).update(`${owner.purpose}:${owner.shopId}:${owner.mobile}:${code}`).digest('hex');
}

const ownedBy = (owner: CodeOwner) =>
  and(
    owner.shopId === null ? isNull(oneTimeCodes.shopId) : eq(oneTimeCodes.shopId, owner.shopId),
    eq(oneTimeCodes.mobile, owner.mobile),
    eq(oneTimeCodes.purpose, owner.purpose),
  );

/** Stores a new code for the owner and retires the earlier ones. Returns the code to send. */
export async function issueCode(db: Database, secret: string, owner: CodeOwner, now = new Date()): Promise<string> {
  const code = generateCode();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(ownedBy(owner), isNull(oneTimeCodes.usedAt)));
    await tx.insert(oneTimeCodes).values({
      ...owner,
      codeHash: hashCode(secret, owner, code),
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
    });
  });
  return code;
}

/**
 * Counts one try against the owner's live code and tells whether `code` is it. A live code is
 * unused, unexpired and has tries left; the try is counted before comparing (and atomically, so
 * parallel guesses cannot exceed the limit). Returns the code's id when it matches.
 */
export async function checkCode(
  db: Database,
  secret: string,
  owner: CodeOwner,
  code: string,
  now = new Date(),
): Promise<number | null> {
  const live = and(
    ownedBy(owner),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, now),
    lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
  );
  const [latest] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(live)
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  if (!latest) return null;
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, latest.id), live))
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  if (!counted) return null;
  const expected = Buffer.from(counted.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, owner, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? counted.id : null;
}

/** Marks a checked code used; false when another request used it first (single use). */
export async function consumeCode(db: Database, codeId: number, now = new Date()): Promise<boolean> {
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}
