import { ownerLoginResultSchema, ownerResetPasswordBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const resetPassword = {
  base: 'admin',
  method: 'post',
  path: '/auth/reset-password',
  access: 'sign-in',
  tag: 'admin',
  summary: 'Set a new password with the reset code; every session of the owner ends, and a new one starts',
  description: 'A wrong, used or expired code is 422 on `otp`.',
  body: ownerResetPasswordBodySchema,
  answer: ownerLoginResultSchema,
  errors: [422, 429],
} as const satisfies Endpoint;
