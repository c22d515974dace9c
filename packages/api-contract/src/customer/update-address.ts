import { addressBodySchema, addressSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const updateAddress = {
  base: 'shop',
  method: 'put',
  path: '/customer/addresses/{id}',
  access: 'customer',
  tag: 'customer',
  summary: 'Change a saved address',
  description: '`is_default: true` makes it the default; `false` never leaves the customer without one.',
  params: idParams,
  body: addressBodySchema,
  answer: addressSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
