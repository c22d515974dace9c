/**
 * Proof of work before a code SMS is spent (decision 192): self-hosted ALTCHA (altcha-lib, PoW v2, PBKDF2/SHA-256
 * in deterministic mode). `GET /auth/challenge` signs a challenge whose answer is a random counter up to
 * `maxCounter`; a client finds it by trying counters from 0 (`cost` PBKDF2 iterations each), while the server checks
 * an answer with two HMACs. Each solved challenge is accepted once, until it expires (used_pow_challenges).
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Config } from '../config/env.ts';
import { usedPowChallenges } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { invalid } from '../http/errors.ts';

export const POW_ALGORITHM = 'PBKDF2/SHA-256';
/** How long a challenge may be solved and used. */
export const POW_CHALLENGE_SECONDS = 5 * 60;
export const POW_FAILED_ID = 'validation.pow_failed';

type PowConfig = Config['proofOfWork'];

/** The key that signs a challenge's derived key, kept apart from the one that signs its parameters. */
const keySignatureSecret = (config: PowConfig) => `${config.hmacKey}:key`;

/** A new signed challenge, valid POW_CHALLENGE_SECONDS from `now`. */
export async function issueChallenge(config: PowConfig, now = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: POW_ALGORITHM,
    cost: config.cost,
    counter: randomInt(config.maxCounter, Math.ceil(config.maxCounter / 2)),
    deriveKey,
    expiresAt: new Date(now.getTime() + POW_CHALLENGE_SECONDS * 1000),
    hmacSignatureSecret: config.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(config),
  });
}

/** The `{ challenge, solution }` of a base64 JSON payload, or undefined when it is not one. */
function decodePayload(altcha: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as Partial<Payload> | null;
    const { challenge, solution } = payload ?? {};
    if (typeof challenge?.signature !== 'string' || typeof challenge.parameters !== 'object' || !challenge.parameters)
      return undefined;
    if (typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

const powFailed = () => invalid({ altcha: [POW_FAILED_ID] });

/**
 * Accepts a solved challenge once: throws 422 `validation.pow_failed` on the `altcha` field when it is not a
 * payload, its signature or answer is wrong, it has expired, or it was used before. Call it before any limit or
 * budget is counted, so a refusal costs the caller nothing and the platform two HMACs.
 */
export async function acceptProofOfWork(db: Database, config: PowConfig, altcha: string): Promise<void> {
  const payload = decodePayload(altcha);
  if (!payload) throw powFailed();
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: config.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(config),
  }).catch(() => undefined);
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (!result?.verified || expiresAt === undefined) throw powFailed();
  const kept = await db
    .insert(usedPowChallenges)
    .values({ signature: payload.challenge.signature!, expiresAt: new Date(expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: usedPowChallenges.signature });
  if (kept.length === 0) throw powFailed();
}
