import { isApiError } from '@haat/api-client';
import { errorMessages, validationMessages } from '@haat/i18n/messages';
import type { I18n } from '@lingui/core';

/** A failed call in words (docs/product/texts.md): no SMS sent, no connection, a server fault, or an unexpected error. */
export function errorText(i18n: I18n, error: unknown): string {
  if (smsNotSent(error)) return i18n._(validationMessages['validation.sms_not_sent']);
  if (isApiError(error)) {
    if (error.kind === 'network' || error.kind === 'timeout') return i18n._(errorMessages.noInternet);
    if (error.status >= 500) return i18n._(errorMessages.server);
  }
  return i18n._(errorMessages.unexpected);
}

export function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.status === status;
}

/** No SMS went out because a daily code budget is spent (429 `validation.sms_not_sent`, until midnight). */
export function smsNotSent(error: unknown): boolean {
  return hasStatus(error, 429) && isApiError(error) && !!error.errors['mobile']?.includes('validation.sms_not_sent');
}
