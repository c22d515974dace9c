import { apkLeadBodySchema, apkLeadSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const requestApk = {
  base: 'admin',
  method: 'post',
  path: '/apk-lead',
  access: 'admin',
  tag: 'admin',
  summary:
    'Ask for an Android app (201); asking again replaces the request while it is still `requested` (200), later 409',
  body: apkLeadBodySchema,
  answer: apkLeadSchema,
  status: 201,
  errors: [409, 422],
} as const satisfies Endpoint;
