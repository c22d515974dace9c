import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderStatuses } from './order-status.ts';
import { flattenIssues } from './schemas/issues.ts';
import { smsSegments } from './sms-segments.ts';
import {
  defaultSmsTemplates,
  formatSmsItems,
  formatSmsTotal,
  renderTemplate,
  SMS_ITEMS_MAX,
  SMS_TEMPLATE_MAX_LENGTH,
  smsEventAudience,
  smsEventForStatus,
  smsEventPlaceholders,
  smsEvents,
  smsLanguages,
  smsTemplateBodySchema,
  smsTemplateFor,
  smsTemplateTextSchema,
  unknownPlaceholders,
  type SmsLanguage,
  type SmsValues,
} from './sms-templates.ts';

/** Usual values, a little on the long side. */
function sample(language: SmsLanguage): SmsValues {
  const bn = language === 'bn';
  return {
    shop: bn ? 'রূপা ফ্যাশন হাউস' : 'Rupa Fashion House',
    code: 'HT-7K3M9Q2X',
    name: bn ? 'মোহাম্মদ রহিম উদ্দিন' : 'Mohammad Rahim Uddin',
    mobile: '01712345678',
    total: formatSmsTotal(12_450, language),
    tracking_url: 'https://rupa-fashion.haat.com.bd/t/HT-7K3M9Q2X',
    courier: bn ? 'স্টেডফাস্ট' : 'Steadfast',
    tracking_code: 'SF12345678',
    reason: bn ? 'পণ্যটি স্টকে নেই।' : 'The item is out of stock.',
  };
}

describe('events', () => {
  it('go to the customer, except the new-order note to the owner', () => {
    expect(smsEvents.filter((event) => smsEventAudience[event] === 'owner')).toEqual(['owner_new_order']);
  });

  it('follow the order statuses that tell the customer something', () => {
    expect(Object.fromEntries(orderStatuses.map((status) => [status, smsEventForStatus(status)]))).toEqual({
      pending: 'order_placed',
      accepted: 'order_confirmed',
      processing: null,
      shipped: 'order_shipped',
      delivered: 'order_delivered',
      completed: null,
      canceled: 'order_canceled',
      returned: 'order_returned',
    });
    expect(smsEventForStatus('on_hold')).toBeNull();
  });

  it('only the owner sees the customer’s number; only cancels and returns have a reason; only shipping a courier', () => {
    const having = (placeholder: string) =>
      smsEvents.filter((event) => (smsEventPlaceholders[event] as readonly string[]).includes(placeholder));
    expect(having('mobile')).toEqual(['owner_new_order']);
    expect(having('reason')).toEqual(['order_canceled', 'order_returned']);
    expect(having('courier')).toEqual(['order_shipped']);
    expect(having('tracking_code')).toEqual(['order_shipped']);
  });
});

describe('default texts', () => {
  it.each(smsLanguages)('%s: one for every event, each using only its event’s placeholders', (language) => {
    for (const event of smsEvents) {
      const text = defaultSmsTemplates[language][event];
      expect(unknownPlaceholders(event, text), event).toEqual([]);
      expect(v.parse(smsTemplateBodySchema, { event, text })).toEqual({ event, text });
    }
  });

  it('Bengali ones fit 2 UCS-2 parts with usual values', () => {
    for (const event of smsEvents) {
      const text = renderTemplate(defaultSmsTemplates.bn[event], sample('bn'));
      expect(smsSegments(text), `${event}: ${text}`).toMatchObject({ encoding: 'UCS-2' });
      expect(smsSegments(text).segments, `${event}: ${text}`).toBeLessThanOrEqual(2);
      expect(text).toMatch(/[\u0980-\u09FF]/u);
    }
  });

  it('English ones stay GSM-7 and fit one SMS with usual values', () => {
    for (const event of smsEvents) {
      const text = renderTemplate(defaultSmsTemplates.en[event], sample('en'));
      expect(smsSegments(text), `${event}: ${text}`).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    }
  });

  it('a shop’s own text wins over the default; a blank one does not', () => {
    expect(smsTemplateFor('order_shipped', 'bn')).toBe(defaultSmsTemplates.bn.order_shipped);
    expect(smsTemplateFor('order_shipped', 'en', { order_shipped: '{shop}: on its way, {code}' })).toBe(
      '{shop}: on its way, {code}',
    );
    // A text saved before today's rules, which they refuse, is not sent: the default is.
    expect(smsTemplateFor('order_shipped', 'en', { order_shipped: 'On its way: {code}, call 01999999999' })).toBe(
      defaultSmsTemplates.en.order_shipped,
    );
    expect(smsTemplateFor('order_shipped', 'en', { order_shipped: '  ', order_placed: 'x' })).toBe(
      defaultSmsTemplates.en.order_shipped,
    );
    expect(smsTemplateFor('order_shipped', 'en', { order_shipped: null })).toBe(defaultSmsTemplates.en.order_shipped);
  });
});

describe('renderTemplate', () => {
  it('fills the placeholders', () => {
    expect(renderTemplate(defaultSmsTemplates.bn.order_confirmed, sample('bn'))).toBe(
      'রূপা ফ্যাশন হাউস: আপনার অর্ডার HT-7K3M9Q2X নিশ্চিত হয়েছে, শিগগিরই পাঠানো হবে। মোট ৳১২,৪৫০।',
    );
    expect(renderTemplate(defaultSmsTemplates.en.owner_new_order, sample('en'))).toBe(
      'New order HT-7K3M9Q2X: Mohammad Rahim Uddin, 01712345678, total Tk 12,450.',
    );
  });

  it('leaves no gap where a value is missing', () => {
    expect(renderTemplate(defaultSmsTemplates.en.order_canceled, { shop: 'Rupa', code: 'HT-1' })).toBe(
      'Rupa: Sorry, your order HT-1 was canceled.',
    );
    expect(renderTemplate('{shop}  says:  {reason}\n  {code} ', { shop: 'Rupa', code: 'HT-1', reason: null })).toBe(
      'Rupa says:\nHT-1',
    );
  });

  it('fills in one pass: a value that looks like a placeholder stays as written', () => {
    expect(renderTemplate('{name} ordered {code}', { name: 'Mr {code}', code: 'HT-1' })).toBe('Mr {code} ordered HT-1');
  });

  it('offers every order event what was paid in advance and what is due at the door (issue 30)', () => {
    for (const placeholders of Object.values(smsEventPlaceholders)) {
      expect(placeholders).toContain('paid');
      expect(placeholders).toContain('due');
    }
    expect(renderTemplate('{code}: paid {paid}, due {due}', { code: 'HT-1', paid: '৳১২০', due: '৳৫০০' })).toBe(
      'HT-1: paid ৳১২০, due ৳৫০০',
    );
  });

  it('offers every order event what its discounts took off (decision 222)', () => {
    for (const placeholders of Object.values(smsEventPlaceholders)) expect(placeholders).toContain('discount');
    expect(
      renderTemplate('{code}: {discount} off, total {total}', { code: 'HT-1', discount: '৳২০০', total: '৳১,৮৬০' }),
    ).toBe('HT-1: ৳২০০ off, total ৳১,৮৬০');
  });

  it('keeps braces that are not placeholders', () => {
    expect(renderTemplate('{coupon} {code} {', { code: 'HT-1' })).toBe('{coupon} HT-1 {');
  });
});

describe('formatSmsTotal', () => {
  it.each([
    [1250, 'bn', '৳১,২৫০'],
    [1250, 'en', 'Tk 1,250'],
    [1234567, 'bn', '৳১২,৩৪,৫৬৭'],
    [1234567, 'en', 'Tk 1,234,567'],
    [99.5, 'bn', '৳৯৯.৫০'],
    [0, 'en', 'Tk 0'],
  ] as const)('%d taka in %s is %s', (taka, language, expected) => {
    expect(formatSmsTotal(taka, language)).toBe(expected);
  });

  it('keeps an English message GSM-7', () => {
    expect(smsSegments(`Total ${formatSmsTotal(1250, 'en')}`).encoding).toBe('GSM-7');
  });
});

describe('an owner’s text', () => {
  const errorsOf = (schema: v.GenericSchema, input: unknown) => flattenIssues(v.safeParse(schema, input).issues ?? []);

  it('is trimmed and may use its event’s placeholders', () => {
    expect(
      v.parse(smsTemplateBodySchema, {
        event: 'order_shipped',
        text: '  {shop}: {code} via {courier} ({tracking_code}) ',
      }),
    ).toEqual({
      event: 'order_shipped',
      text: '{shop}: {code} via {courier} ({tracking_code})',
    });
    expect(v.parse(smsTemplateTextSchema('owner_new_order'), 'New: {code} {mobile}')).toBe('New: {code} {mobile}');
  });

  it('may not use another event’s placeholders, or unknown ones', () => {
    expect(unknownPlaceholders('order_placed', '{code} {courier} {coupon} {courier} { shop }')).toEqual([
      'courier',
      'coupon',
      ' shop ',
    ]);
    expect(errorsOf(smsTemplateBodySchema, { event: 'order_placed', text: '{shop} {code} sent by {courier}' })).toEqual(
      {
        text: ['validation.sms_placeholder_unknown'],
      },
    );
    expect(
      errorsOf(smsTemplateBodySchema, { event: 'order_confirmed', text: '{shop}: ask {mobile} about {code}' }),
    ).toEqual({
      text: ['validation.sms_placeholder_unknown'],
    });
    expect(v.safeParse(smsTemplateTextSchema('order_delivered'), '{reason}').issues?.[0]?.message).toBe(
      'validation.sms_placeholder_unknown',
    );
  });

  it('is not blank, at most 480 characters, for a known event', () => {
    expect(errorsOf(smsTemplateBodySchema, { event: 'order_placed', text: '   ' })).toEqual({
      text: ['validation.required'],
    });
    expect(
      errorsOf(smsTemplateBodySchema, {
        event: 'order_placed',
        text: `{shop} {code} ${'ক'.repeat(SMS_TEMPLATE_MAX_LENGTH)}`,
      }),
    ).toEqual({
      text: ['validation.max_length'],
    });
    expect(
      v.parse(smsTemplateBodySchema, {
        event: 'order_placed',
        text: `{shop} {code} ${'ক'.repeat(SMS_TEMPLATE_MAX_LENGTH - 14)}`,
      }).text,
    ).toHaveLength(480);
    expect(errorsOf(smsTemplateBodySchema, { event: 'order_lost', text: 'x' })).toEqual({
      event: ['validation.invalid_format'],
    });
    expect(errorsOf(smsTemplateBodySchema, { text: 'x' })).toEqual({ event: ['validation.required'] });
  });
});

describe('formatSmsItems', () => {
  const kurti = {
    name: 'কুর্তি',
    options: [
      { name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null },
      { name: 'Colour', bn_name: 'রং', value: 'Red', bn_value: 'লাল' },
    ],
    quantity: 2,
  };
  const honey = { name: 'মধু', options: [], quantity: 1 };

  it('names each line with its options and quantity, in the language of the SMS', () => {
    expect(formatSmsItems([kurti, honey], 'bn')).toBe('কুর্তি (M / লাল) ×২, মধু ×১');
    expect(
      formatSmsItems(
        [
          { ...kurti, name: 'Kurti' },
          { ...honey, name: 'Honey' },
        ],
        'en',
      ),
    ).toBe('Kurti (M / Red) x2, Honey x1');
    expect(renderTemplate('{shop}: {items}', { shop: 'Rongdhonu', items: formatSmsItems([honey], 'bn') })).toBe(
      'Rongdhonu: মধু ×১',
    );
  });

  it('keeps the words the shop typed plain: no link, no number, no brackets of its own', () => {
    const bait = { name: 'Offer www.evil.test call 01711000000', options: [], quantity: 1 };
    expect(formatSmsItems([bait], 'en')).toBe('Offer call x1');
    const shoe = { name: 'Shoe', options: [{ name: 'Size', bn_name: null, value: '42', bn_value: null }], quantity: 1 };
    expect(formatSmsItems([shoe], 'en')).toBe('Shoe x1');
  });

  it('names the lines that fit and counts the rest', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      name: `Cotton saree ${'abcdefghijkl'[index]}`,
      options: [],
      quantity: 1,
    }));
    const text = formatSmsItems(many, 'en');
    expect([...text].length).toBeLessThanOrEqual(SMS_ITEMS_MAX + 4);
    expect(text).toMatch(/^Cotton saree a x1, Cotton saree b x1, .* \+\d+$/u);
    const shown = text.split(', ').length;
    expect(text.endsWith(`+${12 - shown}`)).toBe(true);
  });
});
