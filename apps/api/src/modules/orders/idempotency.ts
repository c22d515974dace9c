/**
 * Idempotent order placement keyed by (shop_id, Idempotency-Key), on the idempotency_keys table.
 *
 * The key is claimed by the first statement of the order transaction (`claimKey`: INSERT … ON
 * CONFLICT DO NOTHING) and its answer stored by the last (`finishKey`), so the key, the order and
 * the answer commit together or not at all:
 * - A concurrent request with the same key waits on the unique index until the first transaction
 *   ends. If it committed, the waiter finds the finished key and replays its answer (or is 422 for
 *   another body); if it rolled back, the waiter claims the key and places the order itself.
 * - A failure or a crash before the commit leaves nothing behind, so a retry proceeds at once.
 * - A refusal (4xx) rolls the order back and is then stored with the key on its own
 *   (`storeRefusal`), so a replay gets the same refusal.
 * A key is `in_flight` only inside its transaction, never as committed data.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_KEY_FIELD } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { idempotencyKeys, shops } from '../../platform/db/schema.ts';
import type { IdempotencyKeyRow } from '../../platform/db/rows.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { sha256 } from '../../platform/ids.ts';
import { rowsOf } from '../../platform/db/types.ts';

export const KEY_REUSED = 'This Idempotency-Key was already used for a different order';

/** An answer as stored with its key and sent again on a replay. */
export interface StoredAnswer {
  status: ContentfulStatusCode;
  body: Record<string, unknown>;
}

export type Claim =
  | { kind: 'owner'; id: number }
  | { kind: 'replay'; answer: StoredAnswer }
  /** No such key, and the shop is unknown or not published: nothing to claim. */
  | { kind: 'shop unavailable' };

/** The hash stored with a key: the validated body, so unknown fields, spacing and key order do not count. */
export function requestHash(body: unknown): string {
  return sha256(JSON.stringify(body));
}

/** 422: the key was used with another body. About the key, not the order, so never stored with it. */
export class KeyReusedError extends HttpError {
  constructor() {
    super(422, KEY_REUSED, { [IDEMPOTENCY_KEY_FIELD]: [KEY_REUSED] });
  }
}

function storedAnswer(row: Pick<IdempotencyKeyRow, 'responseStatus' | 'responseBody'>): StoredAnswer {
  if (row.responseStatus === null || row.responseBody === null)
    throw new Error('A finished idempotency key has no stored answer');
  return { status: row.responseStatus as ContentfulStatusCode, body: row.responseBody as Record<string, unknown> };
}

/**
 * The answer stored with the key by another request (committed keys are always finished: the
 * claim and the answer commit together), or null when there is no such key. 422 for another body.
 */
async function finishedAnswer(db: Database, shopId: number, key: string, hash: string): Promise<StoredAnswer | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) throw new KeyReusedError();
  return storedAnswer(row);
}

/**
 * Claims the key in `tx`, the order transaction, as its first statement, provided the shop is
 * published (so placing an order needs no statement of its own for the shop). Waits while another
 * transaction holds the same key; the claim is this transaction's until it ends. A key already
 * finished is replayed (422 for another body), even if its shop has closed since.
 */
export async function claimKey(tx: Database, shopId: number, key: string, hash: string): Promise<Claim> {
  const inserted = await tx.execute(sql`
    insert into ${idempotencyKeys} (shop_id, key, request_hash)
    select id, ${key}, ${hash} from ${shops} where id = ${shopId} and public
    on conflict (shop_id, key) do nothing
    returning id`);
  const [claimed] = rowsOf<{ id: number }>(inserted);
  if (claimed) return { kind: 'owner', id: claimed.id };
  const answer = await finishedAnswer(tx, shopId, key, hash);
  return answer ? { kind: 'replay', answer } : { kind: 'shop unavailable' };
}

/**
 * Stores the answer with the key claimed in the same transaction, as its last statement. Returns
 * the answer as stored: jsonb orders object keys its own way, so the first answer and every replay
 * are the same bytes.
 */
export async function finishKey(tx: Database, id: number, answer: StoredAnswer): Promise<StoredAnswer> {
  const [row] = await tx
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(eq(idempotencyKeys.id, id))
    .returning({ responseStatus: idempotencyKeys.responseStatus, responseBody: idempotencyKeys.responseBody });
  if (!row) throw new Error('The idempotency key claimed by this transaction is gone');
  return storedAnswer(row);
}

/**
 * Stores a refusal with the key after its order transaction rolled back. Another request with the
 * key may have finished in between: then its answer is the one to give (`replayed`).
 */
export async function storeRefusal(
  db: Database,
  shopId: number,
  key: string,
  hash: string,
  answer: StoredAnswer,
): Promise<StoredAnswer & { replayed: boolean }> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({
      shopId,
      key,
      requestHash: hash,
      status: 'done',
      responseStatus: answer.status,
      responseBody: answer.body,
    })
    .onConflictDoNothing({ target: [idempotencyKeys.shopId, idempotencyKeys.key] })
    .returning({ responseStatus: idempotencyKeys.responseStatus, responseBody: idempotencyKeys.responseBody });
  if (row) return { ...storedAnswer(row), replayed: false };
  const stored = await finishedAnswer(db, shopId, key, hash);
  if (!stored) throw new Error('An idempotency key conflicted but cannot be read');
  return { ...stored, replayed: true };
}
