import { smsSettingsSchema } from '@haat/domain/schemas';
import { MAX_SMS_MONTHLY_SEGMENTS, SMS_BUDGET_TIME_ZONE, smsSettingsBodySchema } from '@haat/domain/sms-settings';
import type { Endpoint } from '../endpoint.ts';

export const updateSmsSettings = {
  base: 'admin',
  method: 'put',
  path: '/sms/settings',
  access: 'admin',
  tag: 'admin',
  summary: 'Switch order events on or off and set the monthly SMS budget',
  description: `\`events\` maps each event to on or off (a missing one is on); \`monthly_segments\` (0–${MAX_SMS_MONTHLY_SEGMENTS}) is what the shop may send in a calendar month (${SMS_BUDGET_TIME_ZONE}): a message that would pass it is logged as skipped, not sent.`,
  body: smsSettingsBodySchema,
  answer: smsSettingsSchema,
  errors: [422],
} as const satisfies Endpoint;
