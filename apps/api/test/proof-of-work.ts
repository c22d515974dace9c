/**
 * Proof of work in tests (decision 192): solving a challenge as a client does, in-process at the test
 * configuration's low complexity, and a test context's requests that send a code SMS carry a fresh solution
 * unless their body names `altcha` itself (a test of the refusals sends its own, or `altcha: undefined`).
 */
import * as adminEndpoints from '@haat/api-contract/admin';
import * as customerEndpoints from '@haat/api-contract/customer';
import { BASE_PATHS, type Endpoint } from '@haat/api-contract/endpoint';
import * as shopEndpoints from '@haat/api-contract/shop';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Config } from '../src/platform/config/env.ts';
import { issueChallenge } from '../src/platform/auth/proof-of-work.ts';
import type { RequestOptions } from './context.ts';

const guarded: Endpoint[] = [
  customerEndpoints.sendRegisterCode,
  customerEndpoints.forgotPassword,
  shopEndpoints.sendOrderCode,
  shopEndpoints.sendTrackCode,
  adminEndpoints.sendSignUpCode,
  adminEndpoints.forgotPassword,
];

/** The paths of the requests that send a code SMS, each of which takes a proof of work. */
export const POW_GUARDED_PATHS: ReadonlySet<string> = new Set(guarded.map((e) => `${BASE_PATHS[e.base]}${e.path}`));

/** The `altcha` field a client sends for a solved `challenge`. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}

/** A fresh solution of a challenge the server would issue at `now`. */
export async function solvedPow(config: Config, now?: Date): Promise<string> {
  return solvedPayload(await issueChallenge(config.proofOfWork, now));
}

/** `options` with a solved `altcha` added when the request sends a code SMS and does not name `altcha`. */
export async function withProofOfWork(
  config: Config,
  method: string,
  path: string,
  options: RequestOptions | undefined,
): Promise<RequestOptions | undefined> {
  const body = options?.body;
  if (method !== 'POST' || !POW_GUARDED_PATHS.has(path.split('?')[0]!)) return options;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Object.hasOwn(body, 'altcha')) return options;
  return { ...options, body: { ...body, altcha: await solvedPow(config) } };
}
