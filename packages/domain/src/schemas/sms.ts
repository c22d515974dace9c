import * as v from 'valibot';
import { smsLogStatuses } from '../sms-settings.ts';
import { SMS_TEMPLATE_MAX_LENGTH, smsEvents, smsLanguages, smsTemplateIssues } from '../sms-templates.ts';
import { paginatorSchema } from './envelope.ts';
import { paginationQuerySchema } from './queries.ts';
import { optionalText, requestBody, typeMessage } from './rules.ts';
import { countSchema, idSchema, orNull, timestampSchema } from './wire.ts';

/** Order SMS (issue 17): the owner's templates, switches and budget, and the log (admin v3 `/sms/…`). */

export const smsEventSchema = v.picklist(smsEvents, typeMessage('validation.invalid_format'));
export const smsLanguageSchema = v.picklist(smsLanguages, typeMessage('validation.invalid_format'));

/** One event's text in one language: the shop's own (`text`, null when it uses the default) and the default. */
export const smsTemplateSchema = v.object({
  event: smsEventSchema,
  language: smsLanguageSchema,
  text: orNull(v.string()),
  default_text: v.string(),
});
export type SmsTemplate = v.InferOutput<typeof smsTemplateSchema>;

/**
 * `PUT /sms/templates`: the shop's text for an event and language. Blank (or null) goes back to the
 * default; otherwise at most 480 characters that pass `smsTemplateIssues` (placeholders, frame, no link, phone number or bait).
 */
export const smsTemplateSaveBodySchema = v.pipe(
  requestBody({
    event: smsEventSchema,
    language: smsLanguageSchema,
    text: optionalText({ max: SMS_TEMPLATE_MAX_LENGTH }),
  }),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value.text === undefined) return;
      for (const message of smsTemplateIssues(dataset.value.event, dataset.value.text)) addIssue({ message });
    }),
    ['text'],
  ),
);
export type SmsTemplateSaveBody = v.InferOutput<typeof smsTemplateSaveBodySchema>;
export type SmsTemplateSaveBodyInput = v.InferInput<typeof smsTemplateSaveBodySchema>;

const eventSwitchesSchema = v.object(
  Object.fromEntries(smsEvents.map((event) => [event, v.boolean()])) as {
    [Event in (typeof smsEvents)[number]]: v.BooleanSchema<undefined>;
  },
);

/**
 * The shop's SMS settings with defaults filled in, the platform's default budget, and what the platform
 * grants the shop now (it grows with delivered orders): the highest monthly budget the owner may set
 * and the segments its order SMS may use a day.
 */
export const smsSettingsSchema = v.object({
  events: eventSwitchesSchema,
  monthly_segments: countSchema,
  default_monthly_segments: countSchema,
  max_monthly_segments: countSchema,
  daily_segments: countSchema,
});
export type SmsSettingsAnswer = v.InferOutput<typeof smsSettingsSchema>;

export const smsLogStatusSchema = v.picklist(smsLogStatuses);

/** One message of the shop's SMS log. */
export const smsLogEntrySchema = v.object({
  id: idSchema,
  order_id: orNull(idSchema),
  event: v.string(),
  to: v.string(),
  text: v.string(),
  segments: countSchema,
  status: smsLogStatusSchema,
  error: orNull(v.string()),
  created_at: timestampSchema,
  sent_at: orNull(timestampSchema),
});
export type SmsLogEntry = v.InferOutput<typeof smsLogEntrySchema>;

/** Segments queued, sent or failed this month (Asia/Dhaka) against the budget; skipped ones cost nothing. */
export const smsUsageSchema = v.object({
  month: v.string(),
  used_segments: countSchema,
  monthly_segments: countSchema,
});
export type SmsUsage = v.InferOutput<typeof smsUsageSchema>;

/** `GET /sms/log`: a page of the log, newest first, with this month's usage. */
export const smsLogSchema = v.object({
  usage: smsUsageSchema,
  log: paginatorSchema(smsLogEntrySchema),
});
export type SmsLog = v.InferOutput<typeof smsLogSchema>;

export const smsLogQuerySchema = requestBody({ ...paginationQuerySchema.entries });
export type SmsLogQuery = v.InferOutput<typeof smsLogQuerySchema>;
export type SmsLogQueryInput = v.InferInput<typeof smsLogQuerySchema>;
