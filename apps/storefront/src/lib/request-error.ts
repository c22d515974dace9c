import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isApiError } from '@haat/api-client/errors';
import { errorMessages, validationMessages } from '@haat/i18n/messages';

const tooManyAttempts = msg`Too many attempts. Please wait a few minutes and try again.`;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * "Too many attempts" with when to try again, from the answer's Retry-After: in seconds under a
 * minute, in minutes under an hour, else in hours (always rounded up); without one, "a few minutes".
 */
export function tooManyAttemptsText(i18n: I18n, retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return i18n._(tooManyAttempts);
  const seconds = Math.max(1, retryAfterSeconds);
  if (seconds < MINUTE) {
    return i18n._(
      msg`Too many attempts. Please try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`,
    );
  }
  if (seconds < HOUR) {
    const minutes = Math.ceil(seconds / MINUTE);
    return i18n._(
      msg`Too many attempts. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
    );
  }
  const hours = Math.ceil(seconds / HOUR);
  return i18n._(msg`Too many attempts. Please try again in ${plural(hours, { one: '# hour', other: '# hours' })}.`);
}

/**
 * The message for a failed call that has no more specific text: no SMS sent (a daily code budget is spent),
 * rate limit (and when to try again), network, or generic.
 */
export function requestErrorText(i18n: I18n, error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.errors['mobile']?.includes('validation.sms_not_sent')) {
    return i18n._(validationMessages['validation.sms_not_sent']);
  }
  if (isApiError(error) && error.status === 429) return tooManyAttemptsText(i18n, error.retryAfterSeconds);
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return i18n._(errorMessages.noInternet);
  }
  return i18n._(errorMessages.unexpected);
}
