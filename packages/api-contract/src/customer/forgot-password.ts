import * as v from 'valibot';
import { forgotPasswordBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const forgotPassword = {
  base: 'shop',
  method: 'post',
  path: '/auth/forgot-password',
  access: 'sign-in',
  tag: 'customer auth',
  summary: 'Send a password reset code by SMS',
  description:
    'Sends a 6-digit one-time code (valid 10 minutes, 5 tries, single use) when the account exists. ' +
    'The answer is the same whether or not it does, refusals included: ' +
    "429 `validation.sms_not_sent` (with Retry-After) when no SMS could go out: the number's, the shop's or the platform's daily budget for this purpose is spent. A missing, wrong, expired or used proof of work (`altcha`, see `GET /auth/challenge`) is 422 `validation.pow_failed`, before any limit or budget counts.",
  body: forgotPasswordBodySchema,
  answer: v.null(),
  errors: [404, 422, 429],
} as const satisfies Endpoint;
