import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SMS_MONTHLY_SEGMENTS,
  smsBudgetMonth,
  smsEventOn,
  smsSettingsBodySchema,
  smsSettingsOf,
} from './sms-settings.ts';
import { smsTemplateSaveBodySchema } from './schemas/sms.ts';

describe('SMS settings', () => {
  it('has every event on and the platform budget until the owner says otherwise', () => {
    expect(smsSettingsOf(undefined).monthly_segments).toBe(DEFAULT_SMS_MONTHLY_SEGMENTS);
    expect(Object.values(smsSettingsOf({}).events).every(Boolean)).toBe(true);
    expect(smsEventOn({ events: { order_placed: false } }, 'order_placed')).toBe(false);
    expect(smsEventOn({ events: { order_placed: false } }, 'order_shipped')).toBe(true);
    expect(smsSettingsOf({ monthly_segments: 0 }).monthly_segments).toBe(0);
    expect(smsSettingsOf({ monthly_segments: -3 }).monthly_segments).toBe(DEFAULT_SMS_MONTHLY_SEGMENTS);
  });

  it('counts calendar months in Asia/Dhaka (UTC+6)', () => {
    expect(smsBudgetMonth(new Date('2026-05-31T17:59:59Z'))).toBe('2026-05');
    expect(smsBudgetMonth(new Date('2026-05-31T18:00:00Z'))).toBe('2026-06');
    expect(smsBudgetMonth(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
  });

  it('takes switches (missing ones on) and a whole budget from 0 to 100000', () => {
    expect(
      v.parse(smsSettingsBodySchema, { monthly_segments: 10, events: { order_placed: false } }).events,
    ).toMatchObject({
      order_placed: false,
      order_shipped: true,
    });
    expect(v.safeParse(smsSettingsBodySchema, { monthly_segments: 100_001 }).success).toBe(false);
    expect(v.safeParse(smsSettingsBodySchema, { monthly_segments: 5, events: { order_placed: 'off' } }).success).toBe(
      false,
    );
  });

  it("saves a template text, blank back to default, and refuses another event's placeholder", () => {
    expect(
      v.parse(smsTemplateSaveBodySchema, {
        event: 'order_shipped',
        language: 'en',
        text: ' {shop}: {code} by {courier} ',
      }).text,
    ).toBe('{shop}: {code} by {courier}');
    expect(
      v.parse(smsTemplateSaveBodySchema, { event: 'order_shipped', language: 'bn', text: '  ' }).text,
    ).toBeUndefined();
    const result = v.safeParse(smsTemplateSaveBodySchema, {
      event: 'order_placed',
      language: 'bn',
      text: '{shop}: {code} by {courier}',
    });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['validation.sms_placeholder_unknown']);
  });
});
