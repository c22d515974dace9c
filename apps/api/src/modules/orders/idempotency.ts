/**
 * Idempotent order placement keyed by (shop_id, Idempotency-Key), on the idempotency_keys table.
 *
 * 1. `claimKey` inserts the key as `in_flight` with the request's hash in its own statement
 *    (ON CONFLICT DO NOTHING). Whoever inserts it owns it; anyone else reads the row: another body
 *    is 422, a finished request is replayed, a request still in flight is 409.
 * 2. The owner's order transaction ends with `finishClaim`, which stores the answer and marks the
 *    key done. So the order and its stored answer commit together: a crash after the commit leaves
 *    a key a retry replays, a crash before it leaves no order. A refusal (4xx) rolls the order back
 *    and is then stored the same way, so a replay gets the same refusal.
 * 3. An unexpected failure `releaseClaim`s (deletes) the in-flight row so a retry can proceed. When
 *    even that cannot happen (the process died), the row goes stale after STALE_CLAIM_SECONDS and
 *    the next request with the key takes it over. A takeover never makes a second order:
 *    `finishClaim` only marks a key that is still in flight, and it waits on the row lock of a
 *    competing transaction, so of two transactions for one key only the first to commit keeps its
 *    order; the other finds the key done, rolls back and replays.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../../db/types.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { HttpError, invalid } from '../../lib/errors.ts';
import { sha256 } from '../../lib/ids.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_FIELD = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** Far longer than any order transaction; after it an in-flight key counts as abandoned. */
export const STALE_CLAIM_SECONDS = 60;

export const KEY_IN_FLIGHT = 'An order with this Idempotency-Key is still being placed, please try again shortly';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different order';

/** An answer as stored with its key and sent again on a replay. */
export interface StoredAnswer {
  status: ContentfulStatusCode;
  body: Record<string, unknown>;
}

export type Claim = { kind: 'owner'; id: number } | { kind: 'replay'; answer: StoredAnswer };

const MAX_CLAIM_ROUNDS = 3;

/** The hash stored with a key: the validated body, so unknown fields, spacing and key order do not count. */
export function requestHash(body: unknown): string {
  return sha256(JSON.stringify(body));
}

export const keyInFlight = () => new HttpError(409, KEY_IN_FLIGHT, undefined, { 'Retry-After': '1' });
const keyReused = () => invalid({ [IDEMPOTENCY_KEY_FIELD]: [KEY_REUSED] }, KEY_REUSED);

type KeyRow = typeof idempotencyKeys.$inferSelect;

function storedAnswer(row: Pick<KeyRow, 'responseStatus' | 'responseBody'>): StoredAnswer {
  if (row.responseStatus === null || row.responseBody === null) throw new Error('A finished idempotency key has no stored answer');
  return { status: row.responseStatus as ContentfulStatusCode, body: row.responseBody as Record<string, unknown> };
}

const staleBefore = sql`now() - ${sql.raw(`interval '${STALE_CLAIM_SECONDS} seconds'`)}`;

export async function claimKey(db: Database, shopId: number, key: string, hash: string): Promise<Claim> {
  for (let round = 0; round < MAX_CLAIM_ROUNDS; round += 1) {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ shopId, key, requestHash: hash })
      .onConflictDoNothing({ target: [idempotencyKeys.shopId, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });
    if (inserted) return { kind: 'owner', id: inserted.id };

    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!row) continue; // released between the insert and the read: try to claim it again
    if (row.requestHash !== hash) throw keyReused();
    if (row.status === 'done') return { kind: 'replay', answer: storedAnswer(row) };

    const [taken] = await db
      .update(idempotencyKeys)
      .set({ updatedAt: sql`now()` })
      .where(
        and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.status, 'in_flight'), sql`${idempotencyKeys.updatedAt} < ${staleBefore}`),
      )
      .returning({ id: idempotencyKeys.id });
    if (taken) return { kind: 'owner', id: taken.id };
    throw keyInFlight();
  }
  throw keyInFlight();
}

/**
 * Stores the answer and marks the key done; in the order transaction for an order, so both commit
 * together. Returns the answer as stored (jsonb orders object keys its own way, so the first answer
 * and every replay are the same bytes), or null when the key is no longer in flight (another
 * request with it finished first: roll back and replay theirs).
 */
export async function finishClaim(db: Database, id: number, answer: StoredAnswer): Promise<StoredAnswer | null> {
  const [row] = await db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.status, 'in_flight')))
    .returning({ responseStatus: idempotencyKeys.responseStatus, responseBody: idempotencyKeys.responseBody });
  return row ? storedAnswer(row) : null;
}

/** The answer another request stored with the key; 409 while there is none yet. */
export async function storedAnswerOf(db: Database, id: number): Promise<StoredAnswer> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, id)).limit(1);
  if (row?.status === 'done') return storedAnswer(row);
  throw keyInFlight();
}

/** Frees an in-flight key after an unexpected failure, so a retry does not wait for it to go stale. */
export async function releaseClaim(db: Database, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.status, 'in_flight')));
}
