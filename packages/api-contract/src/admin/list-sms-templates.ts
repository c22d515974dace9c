import * as v from 'valibot';
import { smsTemplateSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listSmsTemplates = {
  base: 'admin',
  method: 'get',
  path: '/sms/templates',
  access: 'admin',
  tag: 'admin',
  summary:
    "The order SMS texts, per event and language: the shop's own (`text`, null when it uses the default) and the default",
  answer: v.array(smsTemplateSchema),
} as const satisfies Endpoint;
