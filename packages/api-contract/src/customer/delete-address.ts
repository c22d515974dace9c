import * as v from 'valibot';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const deleteAddress = {
  base: 'shop',
  method: 'delete',
  path: '/customer/addresses/{id}',
  access: 'customer',
  tag: 'customer',
  summary: 'Delete a saved address',
  description: 'Deleting the default makes the newest remaining address the default.',
  params: idParams,
  answer: v.null(),
  errors: [404, 422],
} as const satisfies Endpoint;
