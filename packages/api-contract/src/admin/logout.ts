import * as v from 'valibot';
import type { Endpoint } from '../endpoint.ts';

export const logout = {
  base: 'admin',
  method: 'post',
  path: '/auth/logout',
  access: 'admin',
  tag: 'admin',
  summary: 'Sign out: ends this session on the server (its token gets 401 from now on)',
  answer: v.null(),
} as const satisfies Endpoint;
