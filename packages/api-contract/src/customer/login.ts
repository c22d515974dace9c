import { customerLoginBodySchema, customerSessionSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const login = {
  base: 'shop',
  method: 'post',
  path: '/auth/login',
  access: 'sign-in',
  tag: 'customer auth',
  summary: 'Sign in with mobile and password',
  description: '401 "invalid login information" for an unknown mobile or a wrong password alike.',
  body: customerLoginBodySchema,
  answer: customerSessionSchema,
  errors: [401, 404, 422, 429],
} as const satisfies Endpoint;
