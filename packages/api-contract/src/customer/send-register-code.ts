import * as v from 'valibot';
import { registerCodeBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const sendRegisterCode = {
  base: 'shop',
  method: 'post',
  path: '/auth/register/code',
  access: 'sign-in',
  tag: 'customer auth',
  summary: 'Send the one-time code that proves the mobile before registering',
  description:
    'A 6-digit code (valid 10 minutes, 5 tries, single use) by SMS. A mobile that already has an account in the shop ' +
    'gets a text saying so (sign in or reset) and the same answer. ' +
    "429 `validation.sms_not_sent` (with Retry-After) when no SMS could go out: the number's, the shop's or the platform's daily budget for this purpose is spent. Also 429 after too many requests. A missing, wrong, expired or used proof of work (`altcha`, see `GET /auth/challenge`) is 422 `validation.pow_failed`, before any limit or budget counts.",
  body: registerCodeBodySchema,
  answer: v.null(),
  errors: [404, 422, 429],
} as const satisfies Endpoint;
