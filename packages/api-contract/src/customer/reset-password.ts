import { customerSessionSchema, resetPasswordBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const resetPassword = {
  base: 'shop',
  method: 'post',
  path: '/auth/reset-password',
  access: 'sign-in',
  tag: 'customer auth',
  summary: 'Set a new password with the code sent by SMS, and sign in',
  description: 'Ends every other session of the customer. A wrong, used or expired code is 422 on `otp`.',
  body: resetPasswordBodySchema,
  answer: customerSessionSchema,
  errors: [404, 422, 429],
} as const satisfies Endpoint;
