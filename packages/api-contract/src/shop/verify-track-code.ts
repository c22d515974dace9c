import { trackAnswerSchema, trackVerifyBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const verifyTrackCode = {
  base: 'shop',
  method: 'post',
  path: '/orders/track/verify',
  access: 'public',
  tag: 'orders',
  summary: 'A mobile number’s orders, proven by the code sent to it',
  description:
    'Answers the number’s orders as tracking by code shows them (`kind: orders`). A wrong, used or expired code is 422 on `otp`. ' +
    'Rate-limited per client (429).',
  body: trackVerifyBodySchema,
  answer: trackAnswerSchema,
  errors: [404, 422, 429],
} as const satisfies Endpoint;
