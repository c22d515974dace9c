import { smsLogQuerySchema, smsLogSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listSmsLog = {
  base: 'admin',
  method: 'get',
  path: '/sms/log',
  access: 'admin',
  tag: 'admin',
  summary: "A page of the shop's SMS log, newest first, with this month's segments used against the budget",
  query: smsLogQuerySchema,
  answer: smsLogSchema,
  errors: [422],
} as const satisfies Endpoint;
