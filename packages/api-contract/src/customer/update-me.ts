import { customerSchema, updateMeBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const updateMe = {
  base: 'shop',
  method: 'put',
  path: '/customer/me',
  access: 'customer',
  tag: 'customer',
  summary: 'Change name and email',
  body: updateMeBodySchema,
  answer: customerSchema,
  errors: [422],
} as const satisfies Endpoint;
