/**
 * A shop's order-SMS settings (issue 17): a switch per event (on unless the owner turned it off) and a
 * monthly budget in SMS segments, counted over the calendar month in Asia/Dhaka. What the shop row
 * stores is `settings.sms` (`{ events?, monthly_segments? }`); an absent value is the default here.
 */
import * as v from 'valibot';
import { smsEvents, type SmsEvent } from './sms-templates.ts';
import { booleanField, integerField, requestBody } from './schemas/rules.ts';

/** Segments a shop may send in a month until its owner sets another budget: about 100 orders' worth. */
export const DEFAULT_SMS_MONTHLY_SEGMENTS = 1_000;
export const MAX_SMS_MONTHLY_SEGMENTS = 100_000;

/**
 * What the platform grants a shop's order SMS (decision 190): a new shop starts small, and each
 * delivered order earns more, so a shop opened to send texts to strangers cannot send many. The
 * owner's own monthly budget can only be lower; the daily grant holds whatever the owner sets.
 */
export const SMS_GRANT = {
  dailyBase: 100,
  dailyPerDeliveredOrder: 10,
  dailyMax: 10_000,
  monthlyPerDeliveredOrder: 100,
} as const;

export interface SmsGrant {
  daily_segments: number;
  monthly_segments: number;
}

/** The grant of a shop with `delivered` delivered (or completed) orders. */
export function smsGrantFor(delivered: number): SmsGrant {
  return {
    daily_segments: Math.min(SMS_GRANT.dailyMax, SMS_GRANT.dailyBase + SMS_GRANT.dailyPerDeliveredOrder * delivered),
    monthly_segments: Math.min(
      MAX_SMS_MONTHLY_SEGMENTS,
      DEFAULT_SMS_MONTHLY_SEGMENTS + SMS_GRANT.monthlyPerDeliveredOrder * delivered,
    ),
  };
}

/** The months the budget counts are calendar months in this time zone. */
export const SMS_BUDGET_TIME_ZONE = 'Asia/Dhaka';

/**
 * What a log row says happened to a message: `queued` until its job judges the budget, then `sending`
 * (its segments reserved), `sent` or `failed`; `skipped` when the budget or the event's switch said no.
 */
export const smsLogStatuses = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type SmsLogStatus = (typeof smsLogStatuses)[number];

/** `settings.sms` as a shop row holds it (any part may be missing). */
export interface StoredSmsSettings {
  events?: Partial<Record<string, boolean>> | undefined;
  monthly_segments?: number | undefined;
}

export interface SmsSettings {
  events: Record<SmsEvent, boolean>;
  monthly_segments: number;
}

/** Whether the shop sends the event's SMS: yes unless it was switched off. */
export function smsEventOn(stored: StoredSmsSettings | undefined, event: SmsEvent): boolean {
  return stored?.events?.[event] !== false;
}

/** The shop's settings with every default filled in. */
export function smsSettingsOf(stored: StoredSmsSettings | undefined): SmsSettings {
  const budget = stored?.monthly_segments;
  return {
    events: Object.fromEntries(smsEvents.map((event) => [event, smsEventOn(stored, event)])) as Record<
      SmsEvent,
      boolean
    >,
    monthly_segments:
      typeof budget === 'number' && Number.isInteger(budget) && budget >= 0 ? budget : DEFAULT_SMS_MONTHLY_SEGMENTS,
  };
}

/** The month (`YYYY-MM`) `at` falls in, in Asia/Dhaka (UTC+6 all year). */
export function smsBudgetMonth(at: Date): string {
  const local = new Date(at.getTime() + 6 * 60 * 60 * 1000);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}

const eventSwitches = v.object(
  Object.fromEntries(smsEvents.map((event) => [event, v.optional(booleanField, true)])) as {
    [Event in SmsEvent]: v.OptionalSchema<typeof booleanField, true>;
  },
  'validation.invalid_format',
);

/** `PUT /sms/settings`: every event's switch (a missing one is on) and the monthly budget in segments. */
export const smsSettingsBodySchema = requestBody({
  events: v.optional(eventSwitches, {}),
  monthly_segments: integerField({ min: 0, max: MAX_SMS_MONTHLY_SEGMENTS }),
});
export type SmsSettingsBody = v.InferOutput<typeof smsSettingsBodySchema>;
export type SmsSettingsBodyInput = v.InferInput<typeof smsSettingsBodySchema>;
