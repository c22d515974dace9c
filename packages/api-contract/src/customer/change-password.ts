import * as v from 'valibot';
import { changePasswordBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const changePassword = {
  base: 'shop',
  method: 'put',
  path: '/customer/password',
  access: 'customer',
  tag: 'customer',
  summary: 'Change the password',
  description: 'A wrong current password is 422 on `current_password`. The customer’s other sessions end.',
  body: changePasswordBodySchema,
  answer: v.null(),
  errors: [422, 429],
} as const satisfies Endpoint;
