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
    'A 6-digit code (valid 10 minutes, 5 tries, single use) by SMS. 409 when the mobile already has an account in the shop; ' +
    '429 when the number, the shop or the platform has spent its SMS for today, or after too many requests.',
  body: registerCodeBodySchema,
  answer: v.null(),
  errors: [404, 409, 422, 429],
} as const satisfies Endpoint;
