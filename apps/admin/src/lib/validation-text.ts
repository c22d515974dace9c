import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messageIds, type MessageId } from '@haat/domain/messages';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@haat/domain/validators';
import { translateValidation } from '@haat/i18n/messages';

function isMessageId(value: string): value is MessageId {
  return (messageIds as readonly string[]).includes(value);
}

/** Placeholders a message needs; API errors and schema issues often come without their values. */
const placeholders: Partial<Record<MessageId, { name: 'min' | 'max'; known?: number }>> = {
  'validation.min_length': { name: 'min' },
  'validation.max_length': { name: 'max' },
  'validation.min_value': { name: 'min' },
  'validation.max_value': { name: 'max' },
  'validation.name_too_long': { name: 'max', known: NAME_MAX_LENGTH },
  'validation.password_too_short': { name: 'min', known: PASSWORD_MIN_LENGTH },
};

/** Said when the limit itself is unknown. */
const withoutLimit: Partial<Record<MessageId, ReturnType<typeof msg>>> = {
  'validation.min_length': msg`This is too short`,
  'validation.max_length': msg`This is too long`,
  'validation.min_value': msg`This number is too small`,
  'validation.max_value': msg`This number is too large`,
};

/**
 * The text of a validation message in the active language: a message id (from the domain schemas
 * or an API 422 answer) is translated, any other text is shown as the server wrote it.
 */
export function validationText(i18n: I18n, message: string, values: Record<string, string | number> = {}): string {
  if (!isMessageId(message)) return message;
  const placeholder = placeholders[message];
  if (placeholder && values[placeholder.name] === undefined) {
    if (placeholder.known !== undefined) {
      return translateValidation(i18n, { id: message, values: { [placeholder.name]: placeholder.known } });
    }
    const fallback = withoutLimit[message];
    if (fallback) return i18n._(fallback);
  }
  return translateValidation(i18n, { id: message, values });
}
