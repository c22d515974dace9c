import * as v from 'valibot';
import { addressSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listAddresses = {
  base: 'shop',
  method: 'get',
  path: '/customer/addresses',
  access: 'customer',
  tag: 'customer',
  summary: 'Saved addresses, the default first',
  answer: v.array(addressSchema),
} as const satisfies Endpoint;
