import * as v from 'valibot';
import type { Endpoint } from '../endpoint.ts';

export const readyz = {
  base: 'system',
  method: 'get',
  path: '/readyz',
  access: 'public',
  tag: 'system',
  summary: 'Ready for traffic: migrated, the database answers, not shutting down (503 otherwise)',
  answer: v.object({ database: v.literal('ok') }),
  errors: [503],
} as const satisfies Endpoint;
