import * as v from 'valibot';
import type { MessageId } from '../messages.ts';
import { isWireTaka } from '../money.ts';
import { validateMaxLength, validateMinLength } from '../validators.ts';

/**
 * Building blocks of request-body schemas (what the API validates). Issue messages are the
 * message ids of messages.ts, like the field schemas of fields.ts: a missing value is
 * `validation.required`, a value of the wrong type the id given for that kind of field.
 */
export function typeMessage(wrongType: MessageId) {
  return (issue: v.BaseIssue<unknown>): MessageId => (issue.input == null ? 'validation.required' : wrongType);
}

/**
 * A request body (or query) object. A missing key gets the message its own field schema gives
 * for a missing value (e.g. `validation.name_required`), so the message does not depend on
 * whether the client sent `undefined`, `null` or nothing.
 */
export function requestBody<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const missingKey = issue.path?.[0]?.key;
    if (issue.input === undefined && typeof missingKey === 'string' && Object.hasOwn(entries, missingKey)) {
      const field = entries[missingKey];
      return (field && v.safeParse(field, undefined).issues?.[0]?.message) ?? 'validation.required';
    }
    return issue.input == null ? 'validation.required' : 'validation.invalid_format';
  });
}

const lengthRules = (min: number, max: number) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    // A blank value already has its `validation.required`.
    if (!dataset.typed || dataset.value === '') return;
    const failure = validateMinLength(dataset.value, min) ?? validateMaxLength(dataset.value, max);
    if (failure) addIssue({ message: failure.id });
  });

/** A required text, trimmed; lengths count characters (a Bengali letter is one). */
export function requiredText({ min = 1, max }: { min?: number; max: number }) {
  return v.pipe(
    v.string(typeMessage('validation.invalid_format')),
    v.trim(),
    v.nonEmpty('validation.required'),
    lengthRules(min, max),
  );
}

/** An optional text: missing, null or blank becomes undefined; otherwise trimmed and at most `max` characters. */
export function optionalText({ max }: { max: number }) {
  return v.pipe(
    v.nullish(v.string('validation.invalid_format')),
    v.transform((value) => value?.trim() || undefined),
    v.rawCheck<string | undefined>(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === undefined) return;
      const failure = validateMaxLength(dataset.value, max);
      if (failure) addIssue({ message: failure.id });
    }),
  );
}

/** The largest record id: ids are PostgreSQL `integer` columns. */
export const MAX_ID = 2_147_483_647;

/** A record id (a positive integer that fits the id columns). */
export const idField = v.pipe(
  v.number(typeMessage('validation.invalid_number')),
  v.integer('validation.invalid_number'),
  v.minValue(1, 'validation.invalid_number'),
  v.maxValue(MAX_ID, 'validation.invalid_number'),
);

export function integerField({ min, max, message }: { min: number; max: number; message?: MessageId }) {
  return v.pipe(
    v.number(typeMessage('validation.invalid_number')),
    v.integer('validation.invalid_number'),
    v.minValue(min, message ?? 'validation.min_value'),
    v.maxValue(max, message ?? 'validation.max_value'),
  );
}

/** Taka as a JSON number with at most two decimals, within [min, max] (or above min when `exclusiveMin`). */
export function takaAmount({ min, max, exclusiveMin = false }: { min: number; max: number; exclusiveMin?: boolean }) {
  return v.pipe(
    v.number(typeMessage('validation.invalid_number')),
    v.check(isWireTaka, 'validation.invalid_number'),
    exclusiveMin ? v.gtValue(min, 'validation.min_value') : v.minValue(min, 'validation.min_value'),
    v.maxValue(max, 'validation.max_value'),
  );
}

export const booleanField = v.boolean(typeMessage('validation.invalid_format'));

/** A password that is only checked for presence (login, current password): old passwords may predate the rules. */
export const enteredPasswordField = v.pipe(
  v.string(typeMessage('validation.invalid_format')),
  v.nonEmpty('validation.password_required'),
);
