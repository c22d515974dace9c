import { smsTemplateSaveBodySchema, smsTemplateSchema } from '@haat/domain/schemas';
import { SMS_TEMPLATE_MAX_LENGTH } from '@haat/domain/sms-templates';
import type { Endpoint } from '../endpoint.ts';

export const saveSmsTemplate = {
  base: 'admin',
  method: 'put',
  path: '/sms/templates',
  access: 'admin',
  tag: 'admin',
  summary: "Write the shop's SMS text for an event and language; a blank text goes back to the default",
  description: `At most ${SMS_TEMPLATE_MAX_LENGTH} characters, using only the event's placeholders (\`{code}\`, \`{total}\`, …); any other \`{name}\` is 422 \`validation.sms_placeholder_unknown\`.`,
  body: smsTemplateSaveBodySchema,
  answer: smsTemplateSchema,
  errors: [422],
} as const satisfies Endpoint;
