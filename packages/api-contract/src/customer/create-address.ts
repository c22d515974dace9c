import { addressBodySchema, addressSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const createAddress = {
  base: 'shop',
  method: 'post',
  path: '/customer/addresses',
  access: 'customer',
  tag: 'customer',
  summary: 'Save an address',
  description: 'The first address becomes the default; at most 20 addresses (409 beyond).',
  body: addressBodySchema,
  answer: addressSchema,
  status: 201,
  errors: [409, 422],
} as const satisfies Endpoint;
