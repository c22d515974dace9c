import { smsSettingsSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getSmsSettings = {
  base: 'admin',
  method: 'get',
  path: '/sms/settings',
  access: 'admin',
  tag: 'admin',
  summary: "Which order events send an SMS, and the shop's monthly budget in SMS segments",
  answer: smsSettingsSchema,
} as const satisfies Endpoint;
