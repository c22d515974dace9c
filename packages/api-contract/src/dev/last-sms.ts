import * as v from 'valibot';
import { mobileField } from '@haat/domain/fields';
import type { Endpoint } from '../endpoint.ts';

export const lastSms = {
  base: 'dev',
  method: 'get',
  path: '/sms/last',
  access: 'public',
  tag: 'development',
  summary: 'The last SMS sent to a number (development only)',
  description:
    'Only when SMS_GATEWAY=log and NODE_ENV is not production; not mounted at all in production, and 404 with any ' +
    'other SMS gateway or when nothing was sent to the number since the API started. `code` is the 6-digit ' +
    'one-time code in the text (null when there is none). The storefront’s end-to-end tests read the password ' +
    'reset code here.',
  query: v.object({ to: mobileField }, 'validation.mobile_required'),
  answer: v.object({ to: v.string(), text: v.string(), code: v.nullable(v.string()) }),
  errors: [404, 422],
} as const satisfies Endpoint;
