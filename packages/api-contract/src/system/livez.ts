import * as v from 'valibot';
import type { Endpoint } from '../endpoint.ts';

export const livez = {
  base: 'system',
  method: 'get',
  path: '/livez',
  access: 'public',
  tag: 'system',
  summary: 'The process answers (no database check): restart it when this fails',
  answer: v.object({ live: v.literal(true) }),
} as const satisfies Endpoint;
