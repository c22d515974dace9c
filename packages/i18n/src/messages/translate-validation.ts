import type { I18n } from '@lingui/core';
import type { ValidationMessage } from '@haat/domain/messages';
import { formatNumber } from '../format.ts';
import { toLocale } from '../locale.ts';
import { validationMessages } from './validation.ts';

/**
 * The text of a validation failure (from the domain validators or an API 422 `errors` entry) in the
 * active language. Numbers in `values` are written with the language's digits ({min} 6 -> ৬ in bn).
 */
export function translateValidation(i18n: I18n, failure: ValidationMessage): string {
  const locale = toLocale(i18n.locale);
  const values = Object.fromEntries(
    Object.entries(failure.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, locale) : value,
    ]),
  );
  // An id the catalog does not know (a newer API) still shows a generic, translated text.
  const descriptor = validationMessages[failure.id] ?? validationMessages['validation.invalid_format'];
  return i18n._({ ...descriptor, values });
}
