// Locale-aware display of money, numbers and dates. Pure: the locale is always an argument.
import { groupDigits, toBengaliDigits } from '@haat/domain/digits';
import { paisaFromTaka } from '@haat/domain/money';
import { INTL_LOCALES, type Locale } from './locale.ts';

/** Shown in both languages (the product sells in BDT only). */
export const TAKA_SIGN = '৳';

/** Dates and times are shown in Bangladesh time, whatever the device's time zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Dhaka';

export type DateStyle = 'short' | 'medium' | 'long' | 'full';

export { toBengaliDigits };

/** Digits as the language writes them: Bengali for bn, unchanged for en. */
export function localizeDigits(text: string, locale: Locale): string {
  return locale === 'bn' ? toBengaliDigits(text) : text;
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

/** A price range, `৳৯৫০–১,২০০` (bn) or `৳950–1,200` (en): one taka sign, an en dash; one amount when they are equal. */
export function formatMoneyRange(min: number, max: number, locale: Locale): string {
  if (min === max) return formatMoney(min, locale);
  return `${formatMoney(min, locale)}–${formatMoney(max, locale).replace(TAKA_SIGN, '')}`;
}

/** The most formatters kept (the code asks for a handful of option sets; a bound all the same). */
const MAX_FORMATTERS = 64;

/**
 * One formatter per locale and options, made once: an Intl formatter costs ≈ 60 µs to make and under 1 µs to use,
 * and the server renders the same few (a product page asked for five, 3 % of its render). Formatters are immutable.
 */
function cached<F>(cache: Map<string, F>, locale: Locale, options: object | undefined, make: () => F): F {
  const key = `${locale} ${options === undefined ? '' : JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (formatter === undefined) {
    if (cache.size >= MAX_FORMATTERS) cache.clear();
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A plain number: `১২,৩৪,৫৬৭.৮৯` (bn) or `1,234,567.89` (en); up to three decimals unless `options` say otherwise. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  if (options === undefined && Number.isSafeInteger(value)) {
    return `${value < 0 ? '-' : ''}${localizeDigits(groupDigits(String(Math.abs(value)), locale), locale)}`;
  }
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(INTL_LOCALES[locale], options)).format(
    value,
  );
}

type DateInput = string | number | Date;

function dateOf(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

// An unreadable value from the server is shown as it came rather than breaking the screen.
const unreadable = (input: DateInput): string => (typeof input === 'string' ? input : '');

function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    locale,
    options,
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: DISPLAY_TIME_ZONE, ...options }),
  );
}

/** A calendar date: `২২ নভে, ২০২৬` (bn) or `22 Nov 2026` (en) for the default `medium` style. */
export function formatDate(input: DateInput, locale: Locale, style: DateStyle = 'medium'): string {
  const date = dateOf(input);
  return date ? dateTimeFormat(locale, { dateStyle: style }).format(date) : unreadable(input);
}

/**
 * A date with a 12-hour time: `২২ নভে, ২০২৬, ১২:৩০ রাত` (bn) or `22 Nov 2026, 9:05 am` (en). Bengali
 * says the part of the day in words (সকাল, দুপুর, সন্ধ্যা, রাত্রি): its AM/PM would be English letters.
 */
export function formatDateTime(input: DateInput, locale: Locale, style: DateStyle = 'medium'): string {
  const date = dateOf(input);
  if (!date) return unreadable(input);
  // Intl cannot mix dateStyle with hour/minute, and timeStyle pads the hour in en-GB (09:05 am).
  const day = dateTimeFormat(locale, { dateStyle: style }).format(date);
  const period: Intl.DateTimeFormatOptions = locale === 'bn' ? { dayPeriod: 'short' } : { hour12: true };
  const time = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', ...period }).format(date);
  return `${day}, ${time}`;
}
