import { EMAIL_REGEX } from 'valibot';
import { toAsciiDigits } from './digits.ts';
import { normalizeHostname } from './hosts.ts';
import type { ValidationMessage } from './messages.ts';
import { BANGLADESH_MOBILE_PATTERN, compactPhone, MOBILE_DIGITS, normalizeMobile } from './phone.ts';

export type ValidationResult = ValidationMessage | null;

/** Names must be under this many characters (docs/product/rules.md#fields). */
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
export const OTP_LENGTH = 6;
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 40;
export const DOMAIN_MAX_LENGTH = 253;

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';
/** Counts code points, so an emoji or other astral character is one character, not two UTF-16 units. */
const characterCount = (value: string): number => Array.from(value).length;

// ---- generic ----------------------------------------------------------------

export function validateRequired(value: unknown): ValidationResult {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return { id: 'validation.required' };
  if (Array.isArray(value) && value.length === 0) return { id: 'validation.required' };
  return null;
}

export function validateMinLength(value: string, min: number): ValidationResult {
  return characterCount(value) < min ? { id: 'validation.min_length', values: { min } } : null;
}

export function validateMaxLength(value: string, max: number): ValidationResult {
  return characterCount(value) > max ? { id: 'validation.max_length', values: { max } } : null;
}

/** `validation.invalid_format` when a non-blank value does not match the pattern. */
export function validatePattern(value: string, pattern: RegExp): ValidationResult {
  return value.trim() === '' || pattern.test(value.trim()) ? null : { id: 'validation.invalid_format' };
}

/**
 * Any phone number, landlines and foreign numbers too (e.g. a shop's public number): after
 * Bengali digits, spaces, dashes and brackets are dropped, an optional + and 6–15 digits (E.164).
 * Blank passes; combine with validateRequired.
 */
export function validatePhone(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  return /^\+?\d{6,15}$/u.test(compactPhone(value ?? '')) ? null : { id: 'validation.phone' };
}

// ---- people -----------------------------------------------------------------

/** Required, under 50 characters after trimming (docs/product/rules.md#fields "Name"). */
export function validateName(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return { id: 'validation.name_required' };
  if (characterCount((value ?? '').trim()) >= NAME_MAX_LENGTH) {
    return { id: 'validation.name_too_long', values: { max: NAME_MAX_LENGTH } };
  }
  return null;
}

/** Required, exactly 11 digits, a Bangladeshi mobile number (docs/product/rules.md#fields "Mobile"). */
export function validateMobile(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return { id: 'validation.mobile_required' };
  const mobile = normalizeMobile(value ?? '');
  if (!new RegExp(`^\\d{${MOBILE_DIGITS}}$`, 'u').test(mobile)) return { id: 'validation.mobile_digits' };
  if (!BANGLADESH_MOBILE_PATTERN.test(mobile)) return { id: 'validation.mobile_invalid' };
  return null;
}

/** Optional; when given it must be a valid address (docs/product/rules.md#fields "Email"). */
export function validateEmail(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  return EMAIL_REGEX.test((value ?? '').trim()) ? null : { id: 'validation.email_invalid' };
}

/** Required, at least 6 characters, with letters and numbers (docs/product/rules.md#fields "Password"). Not trimmed. */
export function validatePassword(value: string | null | undefined): ValidationResult {
  if (value == null || value === '') return { id: 'validation.password_required' };
  if (characterCount(value) < PASSWORD_MIN_LENGTH) {
    return { id: 'validation.password_too_short', values: { min: PASSWORD_MIN_LENGTH } };
  }
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) return { id: 'validation.password_letters_numbers' };
  return null;
}

/** The confirmation must equal the password (docs/product/rules.md#fields "Confirmation"). */
export function validatePasswordConfirmation(
  password: string,
  confirmation: string | null | undefined,
): ValidationResult {
  return password === (confirmation ?? '') ? null : { id: 'validation.passwords_mismatch' };
}

/** Required; exactly 6 digits, Bengali digits allowed (docs/product/rules.md#fields "OTP"). */
export function validateOtp(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return { id: 'validation.otp_required' };
  return new RegExp(`^\\d{${OTP_LENGTH}}$`, 'u').test(normalizeOtp(value ?? ''))
    ? null
    : { id: 'validation.otp_invalid' };
}

export function normalizeOtp(value: string): string {
  return toAsciiDigits(value).replace(/\s/gu, '');
}

// ---- shop settings ----------------------------------------------------------

/** Optional; when given an http(s) URL with a host (docs/product/rules.md#fields "invalid URL for social links"). */
export function validateSocialUrl(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  return isHttpUrl((value ?? '').trim()) ? null : { id: 'validation.url' };
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,10}$/u;
/** Optional; GTM- followed by 4–10 capital letters or digits. */
export function validateGtmId(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  return GTM_ID_PATTERN.test((value ?? '').trim()) ? null : { id: 'validation.gtm_invalid' };
}

export const PIXEL_ID_PATTERN = /^\d{5,20}$/u;
/** Optional; a Meta pixel id: 5–20 digits. */
export function validatePixelId(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  return PIXEL_ID_PATTERN.test((value ?? '').trim()) ? null : { id: 'validation.pixel_invalid' };
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
/** Lowercase letters, digits and single inner hyphens, 3–40 characters. */
export function validateSlug(value: string | null | undefined): ValidationResult {
  const slug = value ?? '';
  const fits = slug.length >= SLUG_MIN_LENGTH && slug.length <= SLUG_MAX_LENGTH;
  return fits && SLUG_PATTERN.test(slug) ? null : { id: 'validation.slug_invalid' };
}

const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/u;
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/u;
/** A hostname with at least one dot and valid labels, checked after normalizeHostname. */
export function validateDomain(value: string | null | undefined): ValidationResult {
  const hostname = normalizeHostname(value ?? '');
  const labels = hostname.split('.');
  const valid =
    hostname.length <= DOMAIN_MAX_LENGTH &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(labels.at(-1) ?? '');
  return valid ? null : { id: 'validation.domain_invalid' };
}
