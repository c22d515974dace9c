import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { solveProofOfWork, withProofOfWork } from './proof-of-work.ts';

const secret = 'test-secret';

/** A challenge as the API signs one (decision 192), at a test's low complexity. */
const challenge = () =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 2,
    counter: 40,
    deriveKey,
    expiresAt: new Date(Date.now() + 60_000),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  }) as Promise<Parameters<typeof solveProofOfWork>[0]>;

describe('solveProofOfWork', () => {
  it('answers the base64 JSON { challenge, solution } that the server verifies', async () => {
    const signed = await challenge();
    const payload = JSON.parse(atob(await solveProofOfWork(signed))) as Parameters<typeof verifySolution>[0];
    expect(payload.challenge).toEqual(signed);
    expect(payload.solution.counter).toBe(40);
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}:key`,
    });
    expect(result.verified).toBe(true);
  });

  it('adds the solution to a code request body', async () => {
    const body = await withProofOfWork(challenge, { shop_id: 7, mobile: '01812345678' });
    expect(body).toMatchObject({ shop_id: 7, mobile: '01812345678' });
    expect(typeof body.altcha).toBe('string');
  });

  it('gives up when aborted', async () => {
    const signed = await challenge();
    const controller = new AbortController();
    controller.abort();
    await expect(solveProofOfWork(signed, controller.signal)).rejects.toThrow('not solved');
  });
});
