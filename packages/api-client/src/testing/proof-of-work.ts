/**
 * A signed proof-of-work challenge (decision 192) at a test's low complexity, for the apps' stand-in API servers:
 * their code forms solve it as they would the API's.
 */
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { PowChallenge } from '@haat/domain/schemas';

export const TEST_POW_SECRET = 'test-pow-secret';

export async function testPowChallenge(counter = 3): Promise<PowChallenge> {
  return (await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter,
    deriveKey,
    expiresAt: new Date(Date.now() + 5 * 60_000),
    hmacSignatureSecret: TEST_POW_SECRET,
    hmacKeySignatureSecret: `${TEST_POW_SECRET}:key`,
  })) as PowChallenge;
}
