import { customerSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getMe = {
  base: 'shop',
  method: 'get',
  path: '/customer/me',
  access: 'customer',
  tag: 'customer',
  summary: 'The signed-in customer',
  answer: customerSchema,
} as const satisfies Endpoint;
