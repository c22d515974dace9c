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
    'A 6-digit code by SMS (valid 10 minutes, 5 tries). 409 when the number already has an account; 429 when its SMS for today are spent.',
  body: ownerCodeBodySchema,
  answer: v.null(),
  errors: [409, 422, 429],
} as const satisfies Endpoint;
