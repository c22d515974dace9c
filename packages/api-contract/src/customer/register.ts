import { customerRegisterBodySchema, customerSessionSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const register = {
  base: 'shop',
  method: 'post',
  path: '/auth/register',
  access: 'sign-in',
  tag: 'customer auth',
  summary: 'Create a customer account in a shop and sign in',
  description:
    'Needs `otp`, the code sent by `POST /auth/register/code` (422 on `otp` when wrong or expired). ' +
    '409 "account already exists, try login" when the mobile already has an account in that shop.',
  body: customerRegisterBodySchema,
  answer: customerSessionSchema,
  status: 201,
  errors: [404, 409, 422, 429],
} as const satisfies Endpoint;
