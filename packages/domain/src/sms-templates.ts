/**
 * SMS texts for order events (issue 17): to the customer as the order moves, and to the owner when
 * an order comes in. Each event has the placeholders it may use, a default text in Bengali and in
 * English, and a shop may write its own text per event (checked by `smsTemplateBodySchema`).
 * Bengali defaults show the total with Bengali digits and ৳ (Bengali is UCS-2 anyway); English ones
 * write `Tk`, because a single ৳ would make a GSM-7 message UCS-2 and cut each part from 160 to 70.
 */
import * as v from 'valibot';
import { groupDigits, toBengaliDigits } from './digits.ts';
import { isOrderStatus, type OrderStatus } from './order-status.ts';
import { plainWords, textProblems } from './sms-safety.ts';
import type { ChosenOption } from './variants.ts';
import { requestBody, requiredText, typeMessage } from './schemas/rules.ts';

export const smsEvents = [
  'order_placed',
  'order_confirmed',
  'order_shipped',
  'order_delivered',
  'order_canceled',
  'order_returned',
  'owner_new_order',
] as const;
export type SmsEvent = (typeof smsEvents)[number];

export function isSmsEvent(value: string): value is SmsEvent {
  return (smsEvents as readonly string[]).includes(value);
}

export const smsLanguages = ['bn', 'en'] as const;
export type SmsLanguage = (typeof smsLanguages)[number];

/** Who gets the event's SMS. */
export const smsEventAudience: Record<SmsEvent, 'customer' | 'owner'> = {
  order_placed: 'customer',
  order_confirmed: 'customer',
  order_shipped: 'customer',
  order_delivered: 'customer',
  order_canceled: 'customer',
  order_returned: 'customer',
  owner_new_order: 'owner',
};

export const smsPlaceholders = [
  'shop',
  'code',
  'name',
  'mobile',
  'total',
  'tracking_url',
  'courier',
  'tracking_code',
  'reason',
  'items',
  'discount',
  'paid',
  'due',
] as const;
export type SmsPlaceholder = (typeof smsPlaceholders)[number];

/**
 * The placeholders each event may use: `{shop}` the shop's name, `{code}` the order code, `{name}`
 * the customer's name, `{mobile}` the customer's number (owner only), `{total}` the order total as
 * `formatSmsTotal` writes it, `{tracking_url}` the order's tracking page, `{courier}` and
 * `{tracking_code}` the courier booking, `{reason}` why it was canceled or returned, `{items}` the order's lines
 * with their options and quantities (`formatSmsItems`), `{discount}` what the order's discounts took off, written as
 * `{total}` is (decision 222), `{paid}` what was paid in advance and `{due}` what is left to pay at the door, both
 * written as `{total}` is (issue 30).
 */
export const smsEventPlaceholders: Record<SmsEvent, readonly SmsPlaceholder[]> = {
  order_placed: ['shop', 'code', 'name', 'total', 'tracking_url', 'items', 'discount', 'paid', 'due'],
  order_confirmed: ['shop', 'code', 'name', 'total', 'tracking_url', 'items', 'discount', 'paid', 'due'],
  order_shipped: [
    'shop',
    'code',
    'name',
    'total',
    'tracking_url',
    'courier',
    'tracking_code',
    'items',
    'discount',
    'paid',
    'due',
  ],
  order_delivered: ['shop', 'code', 'name', 'total', 'tracking_url', 'items', 'discount', 'paid', 'due'],
  order_canceled: ['shop', 'code', 'name', 'total', 'tracking_url', 'reason', 'items', 'discount', 'paid', 'due'],
  order_returned: ['shop', 'code', 'name', 'total', 'tracking_url', 'reason', 'items', 'discount', 'paid', 'due'],
  owner_new_order: ['shop', 'code', 'name', 'mobile', 'total', 'items', 'discount', 'paid', 'due'],
};

/** The customer's SMS for an order that moved to `status`; none for statuses that send none (processing, completed). */
export function smsEventForStatus(status: string): SmsEvent | null {
  if (!isOrderStatus(status)) return null;
  const events: Partial<Record<OrderStatus, SmsEvent>> = {
    pending: 'order_placed',
    accepted: 'order_confirmed',
    shipped: 'order_shipped',
    delivered: 'order_delivered',
    canceled: 'order_canceled',
    returned: 'order_returned',
  };
  return events[status] ?? null;
}

/** Default texts: short, so that with usual values Bengali fits 2 UCS-2 parts and English 1-2 GSM-7 parts. */
export const defaultSmsTemplates: Record<SmsLanguage, Record<SmsEvent, string>> = {
  bn: {
    order_placed: '{shop}: আপনার অর্ডার {code} পেয়েছি, মোট {total}। দেখুন: {tracking_url}',
    order_confirmed: '{shop}: আপনার অর্ডার {code} নিশ্চিত হয়েছে, শিগগিরই পাঠানো হবে। মোট {total}।',
    order_shipped: '{shop}: অর্ডার {code} {courier} দিয়ে পাঠানো হয়েছে, ট্র্যাকিং {tracking_code}। মোট {total}।',
    order_delivered: '{shop}: অর্ডার {code} পৌঁছে গেছে। কেনাকাটার জন্য ধন্যবাদ!',
    order_canceled: '{shop}: দুঃখিত, আপনার অর্ডার {code} বাতিল হয়েছে। {reason}',
    order_returned: '{shop}: অর্ডার {code} আমাদের কাছে ফেরত এসেছে। এখনো নিতে চাইলে জানাবেন।',
    owner_new_order: 'নতুন অর্ডার {code}: {name}, {mobile}, মোট {total}।',
  },
  en: {
    order_placed: '{shop}: We got your order {code}, total {total}. Track it: {tracking_url}',
    order_confirmed: '{shop}: Your order {code} is confirmed and will be sent soon. Total {total}.',
    order_shipped: '{shop}: Your order {code} is on its way with {courier}, tracking {tracking_code}. Total {total}.',
    order_delivered: '{shop}: Your order {code} was delivered. Thank you for shopping with us!',
    order_canceled: '{shop}: Sorry, your order {code} was canceled. {reason}',
    order_returned: '{shop}: Your order {code} came back to us. Let us know if you still want it.',
    owner_new_order: 'New order {code}: {name}, {mobile}, total {total}.',
  },
};

/**
 * The shop's own text for the event when it wrote one that passes today's rules (`smsTemplateIssues`:
 * a text saved before a rule existed is not sent), else the default in `language`.
 */
export function smsTemplateFor(
  event: SmsEvent,
  language: SmsLanguage,
  shopTemplates: Partial<Record<SmsEvent, string | null>> = {},
): string {
  const own = shopTemplates[event]?.trim();
  return own && smsTemplateIssues(event, own).length === 0 ? own : defaultSmsTemplates[language][event];
}

// ---- rendering ------------------------------------------------------------------

const PLACEHOLDER = /\{([^{}]*)\}/gu;

export type SmsValues = Partial<Record<SmsPlaceholder, string | null | undefined>>;

/**
 * The text with each known `{placeholder}` replaced by its value, in one pass (a value that itself
 * holds `{code}` stays as written). A placeholder without a value becomes empty, and the spaces it
 * leaves are tidied; anything else in braces is kept as written.
 */
export function renderTemplate(template: string, values: SmsValues): string {
  const rendered = template.replace(PLACEHOLDER, (whole, name: string) =>
    (smsPlaceholders as readonly string[]).includes(name) ? (values[name as SmsPlaceholder] ?? '').trim() : whole,
  );
  return rendered
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/gu, ' ').trim())
    .join('\n')
    .trim();
}

/** `{total}` for an amount in taka: `৳১,২৫০` in Bengali, `Tk 1,250` in English (kept GSM-7); paisa only when there are any. */
export function formatSmsTotal(taka: number, language: SmsLanguage): string {
  const paisa = Math.round(Math.abs(taka) * 100);
  const whole = groupDigits(String(Math.floor(paisa / 100)), language);
  const amount = paisa % 100 === 0 ? whole : `${whole}.${String(paisa % 100).padStart(2, '0')}`;
  const sign = taka < 0 ? '-' : '';
  if (language === 'en') return `${sign}Tk ${amount}`;
  return `${sign}৳${toBengaliDigits(amount)}`;
}

/** An order line as `{items}` names it. */
export interface SmsItem {
  /** The product's name in the SMS's language. */
  name: string;
  options: readonly ChosenOption[];
  quantity: number;
}

/** `{items}` at most this long: the lines that fit, then "+N" for the rest. */
export const SMS_ITEMS_MAX = 70;

/**
 * `{items}`: "কুর্তি (M / লাল) ×২, মধু ×১" in Bengali, "Kurti (M / Red) x2, Honey x1" in English (GSM-7 has no ×).
 * Names and values are words the shop typed, so they reach the SMS as plain words only (decision 190): a size
 * written in digits drops out. The lines that fit in SMS_ITEMS_MAX, then "+N" for the others.
 */
export function formatSmsItems(items: readonly SmsItem[], language: SmsLanguage): string {
  const times = language === 'bn' ? '×' : 'x';
  const digits = (n: number) => (language === 'bn' ? toBengaliDigits(String(n)) : String(n));
  const lines = items.map((item) => {
    // Each word the shop typed is made plain on its own; the brackets and slashes are ours.
    const values = item.options
      .map((option) => plainWords(language === 'bn' ? (option.bn_value ?? option.value) : option.value))
      .filter((value) => value !== '');
    const name = plainWords(item.name, SMS_ITEMS_MAX);
    const named = values.length > 0 ? `${name} (${values.join(' / ')})` : name;
    return `${named} ${times}${digits(item.quantity)}`.trim();
  });
  let text = '';
  for (const [index, line] of lines.entries()) {
    const next = text ? `${text}, ${line}` : line;
    const rest = lines.length - index - 1;
    const tail = rest > 0 ? ` +${digits(rest)}` : '';
    if (index > 0 && [...next].length + tail.length > SMS_ITEMS_MAX) return `${text} +${digits(lines.length - index)}`;
    text = next;
  }
  return text;
}

// ---- an owner's text -------------------------------------------------------------------

export const SMS_TEMPLATE_MAX_LENGTH = 480;

/** The `{…}` placeholders a text uses that the event does not have, in order of appearance. */
export function unknownPlaceholders(event: SmsEvent, template: string): string[] {
  const allowed: readonly string[] = smsEventPlaceholders[event];
  const unknown = [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !allowed.includes(name));
  return [...new Set(unknown)];
}

/** Placeholders every owner's text of the event must keep: the platform's frame (decision 190). */
export const smsFramePlaceholders: Record<SmsEvent, readonly SmsPlaceholder[]> = {
  order_placed: ['shop', 'code'],
  order_confirmed: ['shop', 'code'],
  order_shipped: ['shop', 'code'],
  order_delivered: ['shop', 'code'],
  order_canceled: ['shop', 'code'],
  order_returned: ['shop', 'code'],
  owner_new_order: ['code'],
};

export type SmsTemplateIssue =
  | 'validation.sms_placeholder_unknown'
  | 'validation.sms_frame'
  | 'validation.sms_link'
  | 'validation.sms_phone'
  | 'validation.sms_bait';

/**
 * Why an owner's text for `event` cannot be sent under the platform's sender, as message ids (none:
 * it can): a placeholder the event does not have, the frame's `{shop}`/`{code}` missing, or words
 * between the placeholders that carry a link, a phone number or bait (sms-safety.ts).
 */
export function smsTemplateIssues(event: SmsEvent, template: string): SmsTemplateIssue[] {
  const issues: SmsTemplateIssue[] = [];
  if (unknownPlaceholders(event, template).length > 0) issues.push('validation.sms_placeholder_unknown');
  const used = new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]));
  if (smsFramePlaceholders[event].some((name) => !used.has(name))) issues.push('validation.sms_frame');
  const words = template.replace(PLACEHOLDER, ' ');
  for (const problem of textProblems(words)) issues.push(`validation.sms_${problem}`);
  return issues;
}

/** Adds each of `smsTemplateIssues` as an issue of the text (valibot raw check). */
function templateIssuesCheck<T>(read: (input: T) => { event: SmsEvent; text: string | undefined }) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { event, text } = read(dataset.value);
    if (text === undefined || text.trim() === '') return;
    for (const message of smsTemplateIssues(event, text)) addIssue({ message });
  });
}

const templateText = requiredText({ max: SMS_TEMPLATE_MAX_LENGTH });

/** An owner's text for one event: not blank, at most 480 characters, and none of `smsTemplateIssues`. */
export function smsTemplateTextSchema(event: SmsEvent) {
  return v.pipe(
    templateText,
    templateIssuesCheck((text: string) => ({ event, text })),
  );
}

/** `{ event, text }`: a shop's own SMS text for an event. */
export const smsTemplateBodySchema = v.pipe(
  requestBody({
    event: v.picklist(smsEvents, typeMessage('validation.invalid_format')),
    text: templateText,
  }),
  v.forward(
    templateIssuesCheck((body: { event: SmsEvent; text: string }) => body),
    ['text'],
  ),
);
export type SmsTemplateBody = v.InferOutput<typeof smsTemplateBodySchema>;
