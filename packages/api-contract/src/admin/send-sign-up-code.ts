import * as v from 'valibot';
import { ownerCodeBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const sendSignUpCode = {
  base: 'admin',
  method: 'post',
  path: '/auth/register/code',
  access: 'sign-in',
  tag: 'admin',
  summary: "Send the one-time code that proves a new owner's mobile",
  description:
    'A 6-digit code by SMS (valid 10 minutes, 5 tries). A number that already has an account gets a text saying so ' +
    "(sign in or reset) and the same answer. 429 `validation.sms_not_sent` (with Retry-After) when no SMS could go out: the number's, the shop's or the platform's daily budget for this purpose is spent. A missing, wrong, expired or used proof of work (`altcha`, see `GET /auth/challenge`) is 422 `validation.pow_failed`, before any limit or budget counts.",
  body: ownerCodeBodySchema,
  answer: v.null(),
  errors: [422, 429],
} as const satisfies Endpoint;
