/**
 * The client's half of the proof of work before a code SMS (decision 192): solve the signed challenge of
 * `GET /auth/challenge` and encode `{ challenge, solution }` as the base64 JSON the code request's `altcha` field
 * takes. The solver (altcha-lib with Web Crypto's PBKDF2) is imported only when a code is asked for, so no page's
 * first load carries it; each try's key derivation runs in the browser's crypto threads, and the loop between them
 * yields, so the page stays responsive while it searches (about a second on a phone).
 */
import type { PowChallenge } from '@haat/domain/schemas';

/** How long a solve may take before it gives up (the challenge expires after 5 minutes). */
const SOLVE_TIMEOUT_MS = 60_000;

/** Base64 of an ASCII string, in the browser and in Node. */
const base64 = (text: string) => btoa(text);

/** The `altcha` value for `challenge`: throws when no solution is found in time or `signal` aborts. */
export async function solveProofOfWork(challenge: PowChallenge, signal?: AbortSignal): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const controller = new AbortController();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('The proof of work was not solved');
  const { parameters, signature } = challenge;
  return base64(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

/** A code request's body with a fresh solution: asks `challenge()` (the base's `GET /auth/challenge`) and solves it. */
export async function withProofOfWork<TBody extends object>(
  challenge: () => Promise<PowChallenge>,
  body: TBody,
): Promise<TBody & { altcha: string }> {
  return { ...body, altcha: await solveProofOfWork(await challenge()) };
}
