import * as v from 'valibot';
import { trackCodeBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const sendTrackCode = {
  base: 'shop',
  method: 'post',
  path: '/orders/track/code',
  access: 'public',
  tag: 'orders',
  summary: 'Send a one-time code to a mobile number, to see its orders',
  description:
    'Sends a 6-digit code (valid 10 minutes, 5 tries, single use) when the number has orders in the shop. ' +
    'The answer is the same whether or not it has, refusals included: ' +
    "429 `validation.sms_not_sent` (with Retry-After) when no SMS could go out: the number's, the shop's or the platform's daily budget for this purpose is spent. Rate-limited per number and per client (429). A missing, wrong, expired or used proof of work (`altcha`, see `GET /auth/challenge`) is 422 `validation.pow_failed`, before any limit or budget counts.",
  body: trackCodeBodySchema,
  answer: v.null(),
  errors: [404, 422, 429],
} as const satisfies Endpoint;
