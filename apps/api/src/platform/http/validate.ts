/**
 * Request validation with valibot schemas through hono-openapi's validator, so the same schema
 * validates the request and documents it in the OpenAPI document. A failure is a 422 envelope
 * whose `errors` map each field's dot path to message ids.
 */
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type * as v from 'valibot';
import { ROOT_ISSUE_KEY } from '@haat/domain/schemas';
import { invalid, type FieldErrors } from './errors.ts';

/** A Standard Schema issue (what valibot reports through `~standard`). */
export interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
}

const keyOf = (segment: PropertyKey | { readonly key: PropertyKey }): PropertyKey =>
  typeof segment === 'object' ? segment.key : segment;

export function issuesToFieldErrors(issues: readonly StandardIssue[]): FieldErrors {
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const field = issue.path?.length ? issue.path.map((segment) => String(keyOf(segment))).join('.') : ROOT_ISSUE_KEY;
    const messages = byField.get(field) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byField.set(field, messages);
  }
  return Object.fromEntries(byField);
}

/** `validate('query', schema)` in a route chain; read the result with `c.req.valid('query')`. */
export function validate<Schema extends v.GenericSchema | v.GenericSchemaAsync, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (!result.success) throw invalid(issuesToFieldErrors(result.error));
  });
}
