import * as v from 'valibot';
import { discountSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listDiscounts = {
  base: 'admin',
  method: 'get',
  path: '/discounts',
  access: 'admin',
  tag: 'admin',
  summary: "The shop's discounts, newest first, with their uses and revenue",
  answer: v.array(discountSchema),
} as const satisfies Endpoint;
