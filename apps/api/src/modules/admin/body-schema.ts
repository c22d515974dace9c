/**
 * A request object whose missing fields are `validation.required` (valibot's own message would
 * be an English sentence). For the few bodies @haat/domain does not build with its `requestBody`,
 * which the package does not export.
 */
import * as v from 'valibot';

export function objectBody<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => (issue.input == null ? 'validation.required' : 'validation.invalid_format'));
}
