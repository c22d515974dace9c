import { toAsciiDigits } from './digits.ts';

/** A Bangladeshi mobile number in local form: 01, an operator digit 3–9, then 8 digits. */
export const BANGLADESH_MOBILE_PATTERN = /^01[3-9]\d{8}$/;
export const MOBILE_DIGITS = 11;

/** A typed phone number with ASCII digits and without spaces, dashes, dots or brackets. */
export function compactPhone(input: string): string {
  return toAsciiDigits(input.trim()).replace(/[\s\-‐-―().]/gu, '');
}

/**
 * Brings what a person typed to the local 11-digit form: Bengali digits become ASCII,
 * spaces, dashes, dots and brackets go, and a +880 / 880 / 00880 prefix becomes the leading 0.
 * The result is not validated; use isBangladeshMobile for that.
 */
export function normalizeMobile(input: string): string {
  const compact = compactPhone(input);
  const international = compact.replace(/^(?:\+|00)/u, '');
  const hadPrefix = international !== compact;
  if (international.startsWith('880') && (hadPrefix || international.length === 13)) {
    return international.slice(2);
  }
  return compact;
}

export function isBangladeshMobile(input: string): boolean {
  return BANGLADESH_MOBILE_PATTERN.test(normalizeMobile(input));
}

/** The number in international form without the plus, e.g. 8801712345678 (for wa.me links). */
export function internationalMobileDigits(input: string): string {
  const local = normalizeMobile(input).replace(/\D/gu, '');
  return local.startsWith('0') ? `88${local}` : local;
}
