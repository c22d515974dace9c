import type { I18n } from '@lingui/core';
import { messageIds, type MessageId, type ValidationMessage } from '@haat/domain/messages';
import { translateValidation } from '@haat/i18n/messages';

/** A field's problem: a validation message (id + values) or a text the server sent as-is. */
export type FieldProblem = ValidationMessage | string;
export type FieldErrors<F extends string> = Partial<Record<F, FieldProblem>>;

function isMessageId(text: string): text is MessageId {
  return (messageIds as readonly string[]).includes(text);
}

/**
 * A 422 answer's `errors` for the form's own fields (first message each); `apiNames` maps each form
 * field to the API's name for it. The server sends bare message ids; `limits` gives the numbers
 * their texts need (e.g. `{min: 5}` for the address).
 */
export function apiFieldErrors<F extends string>(
  errors: Record<string, string[]>,
  apiNames: Record<F, string>,
  limits: Partial<Record<F, Record<string, number>>> = {},
): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const [field, apiName] of Object.entries(apiNames) as [F, string][]) {
    const first = errors[apiName]?.[0];
    if (!first) continue;
    if (isMessageId(first)) result[field] = { id: first, values: limits[field] };
    // An id this client does not know yet (a newer API) still reads as a sentence, not as an id.
    else if (first.startsWith('validation.')) result[field] = { id: 'validation.invalid_format' };
    else result[field] = first;
  }
  return result;
}

/** The text of a field problem in the active language. */
export function problemText(i18n: I18n, problem: FieldProblem | undefined): string | undefined {
  if (problem === undefined) return undefined;
  return typeof problem === 'string' ? problem : translateValidation(i18n, problem);
}
