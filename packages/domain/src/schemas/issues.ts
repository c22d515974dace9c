import * as v from 'valibot';

/** The key of issues about the input as a whole (e.g. a body that is not an object). */
export const ROOT_ISSUE_KEY = '_root';

/** A 422 answer's `errors`: each field's dot path (e.g. `items.0.quantity`) to its messages (message ids). */
export type FieldErrors = Record<string, string[]>;

/**
 * Turns valibot issues into the 422 `errors` shape. Built from a Map, so a field path such as
 * `__proto__` becomes an ordinary own key and can never reach an object's prototype.
 */
export function flattenIssues(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? ROOT_ISSUE_KEY;
    const messages = byField.get(field);
    if (messages === undefined) byField.set(field, [issue.message]);
    else if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return Object.fromEntries(byField);
}
