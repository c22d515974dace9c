import * as v from 'valibot';
import { changePasswordBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const changePassword = {
  base: 'admin',
  method: 'put',
  path: '/auth/password',
  access: 'admin',
  tag: 'admin',
  summary: "Changes the owner's password and ends their other sessions",
  description: 'A wrong current password is 422 on `current_password` (tries are limited like logins: 429).',
  body: changePasswordBodySchema,
  answer: v.null(),
  errors: [422, 429],
} as const satisfies Endpoint;
