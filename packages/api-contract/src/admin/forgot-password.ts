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
  description: 'The same answer whether or not a shop account uses the number (only a verified mobile gets a code).',
  body: ownerCodeBodySchema,
  answer: v.null(),
  errors: [422, 429],
} as const satisfies Endpoint;
