import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { messageIds, type MessageId, type ValidationMessage } from '@haat/domain/messages';
import { ROOT_ISSUE_KEY } from '@haat/domain/schemas';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@haat/domain/validators';
import { translateValidation } from './messages/translate-validation.ts';

/** A field's problem: a validation message (an id and its values), or a text to show as it is. */
export type FieldProblem = ValidationMessage | string;
/** A form's problems by field: the form's own name of a field, or a body's dot path (`online_shop_settings.gtm`). */
export type FieldProblems<F extends string = string> = Partial<Record<F, FieldProblem>>;
/** The numbers a field's message needs, e.g. `{ max: 100 }`. */
export type Limits = Record<string, number>;

function isMessageId(text: string): text is MessageId {
  return (messageIds as readonly string[]).includes(text);
}

function toProblem(message: string, values: Limits | undefined): FieldProblem {
  if (isMessageId(message)) return values ? { id: message, values } : { id: message };
  // An id this client does not know yet (a newer API) still reads as a sentence, not as an id.
  if (message.startsWith('validation.')) return { id: 'validation.invalid_format' };
  return message;
}

/** Checks whose requirement is the limit their message names. */
const limitChecks = new Set(['min_length', 'max_length', 'min_value', 'max_value']);

/**
 * Schema issues (e.g. of a `@haat/domain/schemas` body) as the first problem of each field, by dot
 * path (`_root` for the input as a whole). A check that knows its limit (`maxValue(99)`) fills the
 * message's `{min}`/`{max}`; `limits[field]` gives it for checks that cannot name it.
 */
export function issueProblems(
  issues: readonly v.BaseIssue<unknown>[],
  limits: Partial<Record<string, Limits>> = {},
): FieldProblems {
  const problems = new Map<string, FieldProblem>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? ROOT_ISSUE_KEY;
    if (problems.has(field)) continue;
    const known =
      limitChecks.has(issue.type) && typeof issue.requirement === 'number'
        ? { min: issue.requirement, max: issue.requirement }
        : undefined;
    problems.set(field, toProblem(issue.message, known ?? limits[field]));
  }
  // From a Map: a field named `__proto__` is an ordinary own key.
  return Object.fromEntries(problems);
}

export interface BodyCheckOptions<F extends string> {
  /**
   * The body's path of each form field, when the form names its fields differently. Only these
   * fields' problems are kept, under the form's names: a form shown in steps names the fields of
   * the step shown, and a problem of a field not asked yet (a code not sent yet) is not shown.
   */
  names?: Partial<Record<F, string>>;
  /** The numbers messages need that the schema's checks cannot name, by body path (see `issueProblems`). */
  limits?: Partial<Record<string, Limits>>;
}

export type BodyCheck<TOutput, F extends string> =
  | { success: true; body: TOutput; problems: FieldProblems<F> }
  | { success: false; body: null; problems: FieldProblems<F> };

/**
 * A form's values checked as the request body they make, with the body's schema from
 * `@haat/domain/schemas` (the one the API checks with): on success the schema's output, the body to
 * send (trimmed, normalised); otherwise the first problem of each field. Both apps' forms check
 * through this, so a form says what the API would say, before asking it.
 */
export function checkBody<TSchema extends v.GenericSchema, F extends string = string>(
  schema: TSchema,
  input: unknown,
  { names, limits }: BodyCheckOptions<F> = {},
): BodyCheck<v.InferOutput<TSchema>, F> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, body: result.output, problems: {} };
  const byPath = issueProblems(result.issues, limits);
  if (!names) return { success: false, body: null, problems: byPath };
  const problems = new Map<F, FieldProblem>();
  for (const [field, path] of Object.entries(names) as [F, string | undefined][]) {
    const problem = path !== undefined && Object.hasOwn(byPath, path) ? byPath[path] : undefined;
    if (problem !== undefined) problems.set(field, problem);
  }
  return { success: false, body: null, problems: Object.fromEntries(problems) as FieldProblems<F> };
}

/** Whether a check found a problem in a field the form shows. */
export function hasProblems(problems: FieldProblems): boolean {
  return Object.keys(problems).length > 0;
}

export interface ApiProblemsOptions<F extends string> {
  /** The API's name of each form field, when the form names its fields differently. */
  names?: Record<F, string>;
  /** The numbers each field's messages need (the API sends bare message ids). */
  limits?: Partial<Record<F, Limits>>;
}

/**
 * A 422 answer's `errors` (field or dot path to message ids) as the first problem of each field. With
 * `names`, only the form's own fields, under the form's names; without, every field by its API path.
 */
export function apiProblems<F extends string = string>(
  errors: Readonly<Record<string, readonly string[]>>,
  { names, limits = {} }: ApiProblemsOptions<F> = {},
): FieldProblems<F> {
  const pairs: [F, string][] = names
    ? (Object.entries(names) as [F, string][])
    : Object.keys(errors).map((field) => [field as F, field]);
  const problems = new Map<F, FieldProblem>();
  for (const [field, apiName] of pairs) {
    const first = Object.hasOwn(errors, apiName) ? errors[apiName]?.[0] : undefined;
    if (first) problems.set(field, toProblem(first, limits[field]));
  }
  return Object.fromEntries(problems) as FieldProblems<F>;
}

/** Limits some messages always have, for when a problem comes without them. */
const knownLimits: Partial<Record<MessageId, Limits>> = {
  'validation.name_too_long': { max: NAME_MAX_LENGTH },
  'validation.password_too_short': { min: PASSWORD_MIN_LENGTH },
};

/** What a message that needs a limit says when nobody knew the limit. */
const withoutLimit: Partial<Record<MessageId, { name: string; text: MessageDescriptor }>> = {
  'validation.min_length': { name: 'min', text: msg`This is too short` },
  'validation.max_length': { name: 'max', text: msg`This is too long` },
  'validation.min_value': { name: 'min', text: msg`This number is too small` },
  'validation.max_value': { name: 'max', text: msg`This number is too large` },
};

/** The text of a field's problem in the active language (numbers in its digits: {min} 6 is ৬ in bn). */
export function problemText(i18n: I18n, problem: FieldProblem | undefined): string | undefined {
  if (problem === undefined || typeof problem === 'string') return problem;
  const values = { ...knownLimits[problem.id], ...problem.values };
  const generic = withoutLimit[problem.id];
  if (generic && values[generic.name] === undefined) return i18n._(generic.text);
  return translateValidation(i18n, { id: problem.id, values });
}

/** Every field's problem as its text in the active language. */
export function problemTexts<F extends string>(i18n: I18n, problems: FieldProblems<F>): Partial<Record<F, string>> {
  return Object.fromEntries(
    (Object.entries(problems) as [F, FieldProblem | undefined][]).flatMap(([field, problem]) => {
      const text = problemText(i18n, problem);
      return text === undefined ? [] : [[field, text]];
    }),
  ) as Partial<Record<F, string>>;
}
