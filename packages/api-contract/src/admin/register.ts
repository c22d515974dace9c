import { ownerRegisterBodySchema, ownerSessionSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const register = {
  base: 'admin',
  method: 'post',
  path: '/auth/register',
  access: 'sign-in',
  tag: 'admin',
  summary: 'Create an owner account and their shop; answers an admin token for it',
  description: 'Needs `otp`, the code sent by `POST /auth/register/code` (422 on `otp` when wrong or expired).',
  body: ownerRegisterBodySchema,
  answer: ownerSessionSchema,
  status: 201,
  errors: [409, 422, 429],
} as const satisfies Endpoint;
