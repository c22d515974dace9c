import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@haat/api-client/errors';
import { errorMessages } from '@haat/i18n/messages';

const tooManyAttempts = msg`Too many attempts. Please wait a few minutes and try again.`;

/** The message for a failed auth call that has no more specific text: rate limit, network, or generic. */
export function requestErrorText(i18n: I18n, error: unknown): string {
  if (isApiError(error) && error.status === 429) return i18n._(tooManyAttempts);
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return i18n._(errorMessages.noInternet);
  }
  return i18n._(errorMessages.unexpected);
}
