import * as v from 'valibot';
import type { Endpoint } from '../endpoint.ts';

export const logout = {
  base: 'shop',
  method: 'post',
  path: '/auth/logout',
  access: 'customer',
  tag: 'customer auth',
  summary: 'End this session',
  answer: v.null(),
} as const satisfies Endpoint;
