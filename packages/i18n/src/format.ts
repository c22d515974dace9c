// Locale-aware display of money, numbers and dates. Pure: the locale is always an argument.
import { paisaFromTaka } from '@haat/domain/money';
import { INTL_LOCALES, type Locale } from './locale.ts';

/** Shown in both languages (the product sells in BDT only). */
export const TAKA_SIGN = '৳';

/** Dates and times are shown in Bangladesh time, whatever the device's time zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Dhaka';

export type DateStyle = 'short' | 'medium' | 'long' | 'full';

const BENGALI_ZERO = 0x09e6;

/** Replaces ASCII digits with Bengali digits (০–৯); other characters are kept. */
export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/gu, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)));
}

/** Digits as the language writes them: Bengali for bn, unchanged for en. */
export function localizeDigits(text: string, locale: Locale): string {
  return locale === 'bn' ? toBengaliDigits(text) : text;
}

/**
 * A whole number's digits grouped as Intl groups them for the language: lakh and crore in bn
 * (12,34,567), thousands in en (1,234,567). Done by hand because the first Intl.NumberFormat a page
 * creates costs 25-40 ms of ICU set-up, four times that on a budget phone, in the first render.
 */
function groupDigits(digits: string, locale: Locale): string {
  if (digits.length <= 3) return digits;
  const size = locale === 'bn' ? 2 : 3;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > size) {
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  groups.unshift(rest);
  return groups.join(',');
}

/**
 * An amount of taka: `৳১,২৩,৪৫৬` (bn: Bengali digits, lakh grouping) or `৳123,456` (en).
 * Two decimals only when there are paisa (`৳১২.৫০`); rounded half-up to the paisa; `-৳৫০` when negative.
 */
export function formatMoney(taka: number, locale: Locale): string {
  const paisa = paisaFromTaka(taka);
  const absolutePaisa = Math.abs(paisa);
  const whole = groupDigits(String(Math.floor(absolutePaisa / 100)), locale);
  const fraction = absolutePaisa % 100 === 0 ? '' : `.${String(absolutePaisa % 100).padStart(2, '0')}`;
  return `${paisa < 0 ? '-' : ''}${TAKA_SIGN}${localizeDigits(whole + fraction, locale)}`;
}

/** A plain number: `১২,৩৪,৫৬৭.৮৯` (bn) or `1,234,567.89` (en); up to three decimals unless `options` say otherwise. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  if (options === undefined && Number.isSafeInteger(value)) {
    return `${value < 0 ? '-' : ''}${localizeDigits(groupDigits(String(Math.abs(value)), locale), locale)}`;
  }
  return new Intl.NumberFormat(INTL_LOCALES[locale], options).format(value);
}

type DateInput = string | number | Date;

function dateOf(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

// An unreadable value from the server is shown as it came rather than breaking the screen.
const unreadable = (input: DateInput): string => (typeof input === 'string' ? input : '');

function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: DISPLAY_TIME_ZONE, ...options });
}

/** A calendar date: `২২ নভে, ২০২৬` (bn) or `22 Nov 2026` (en) for the default `medium` style. */
export function formatDate(input: DateInput, locale: Locale, style: DateStyle = 'medium'): string {
  const date = dateOf(input);
  return date ? dateTimeFormat(locale, { dateStyle: style }).format(date) : unreadable(input);
}

/** A date with a 12-hour time: `২২ নভে, ২০২৬, ১২:৩০ AM` (bn) or `22 Nov 2026, 9:05 am` (en). */
export function formatDateTime(input: DateInput, locale: Locale, style: DateStyle = 'medium'): string {
  const date = dateOf(input);
  if (!date) return unreadable(input);
  // Intl cannot mix dateStyle with hour/minute, and timeStyle pads the hour in en-GB (09:05 am).
  const day = dateTimeFormat(locale, { dateStyle: style }).format(date);
  const time = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true }).format(date);
  return `${day}, ${time}`;
}
