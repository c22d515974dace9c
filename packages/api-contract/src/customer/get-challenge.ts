import { powChallengeSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getChallenge = {
  base: 'shop',
  method: 'get',
  path: '/auth/challenge',
  access: 'sign-in',
  tag: 'customer auth',
  summary: 'A proof-of-work challenge to solve before asking for a code by SMS',
  description:
    'A signed ALTCHA challenge (PoW v2, valid 5 minutes). The solved `{ challenge, solution }`, as base64 JSON, goes ' +
    'in the `altcha` field of one request that sends a code (`/auth/register/code`, `/auth/forgot-password`, ' +
    '`/orders/code`, `/orders/track/code`); each solution is accepted once.',
  answer: powChallengeSchema,
} as const satisfies Endpoint;
