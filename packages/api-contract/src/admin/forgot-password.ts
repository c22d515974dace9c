import * as v from 'valibot';
import { ownerCodeBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const forgotPassword = {
  base: 'admin',
  method: 'post',
  path: '/auth/forgot-password',
  access: 'sign-in',
  tag: 'admin',
  summary: "Send a password reset code to an owner's verified mobile",
  description:
    'The same answer whether or not a shop account uses the number (only a verified mobile gets a code), refusals included: ' +
    "429 `validation.sms_not_sent` (with Retry-After) when no SMS could go out: the number's, the shop's or the platform's daily budget for this purpose is spent. A missing, wrong, expired or used proof of work (`altcha`, see `GET /auth/challenge`) is 422 `validation.pow_failed`, before any limit or budget counts.",
  body: ownerCodeBodySchema,
  answer: v.null(),
  errors: [422, 429],
} as const satisfies Endpoint;
