import { isApiError } from '@haat/api-client';
import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { validationText } from './validation-text.ts';

/** A form's messages: field name (dot path) to the text shown under it. */
export type FieldErrors = Record<string, string>;

function limitValues(issue: v.BaseIssue<unknown>): Record<string, number> {
  return typeof issue.requirement === 'number' ? { min: issue.requirement, max: issue.requirement } : {};
}

/** The first message of each field, translated. */
export function issuesToFieldErrors(i18n: I18n, issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_root';
    errors[field] ??= validationText(i18n, issue.message, limitValues(issue));
  }
  return errors;
}

export type Validated<TOutput> = { success: true; output: TOutput } | { success: false; errors: FieldErrors };

/** Checks a request body with the domain's schema, the same one the API uses. */
export function validateBody<TSchema extends v.GenericSchema>(
  i18n: I18n,
  schema: TSchema,
  input: unknown,
): Validated<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { success: true, output: result.output }
    : { success: false, errors: issuesToFieldErrors(i18n, result.issues) };
}

/** A 422 answer's field errors, translated; null for any other failure. */
export function apiFieldErrors(i18n: I18n, error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (first) errors[field] = validationText(i18n, first);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
