import * as v from 'valibot';
import { courierAccountSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listCourierAccounts = {
  base: 'admin',
  method: 'get',
  path: '/courier-accounts',
  access: 'admin',
  tag: 'admin',
  summary: 'The couriers the shop has connected, with what is not secret (never a key, a password or a token)',
  answer: v.array(courierAccountSchema),
} as const satisfies Endpoint;
