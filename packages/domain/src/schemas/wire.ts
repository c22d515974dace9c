import * as v from 'valibot';

/** Building blocks of answer schemas (what the API sends). Ids are integers, times ISO 8601 strings. */
export const idSchema = v.pipe(v.number(), v.integer());
export const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
export const timestampSchema = v.string();
/** Taka as a JSON number (at most two decimals on the wire). */
export const takaSchema = v.pipe(v.number(), v.finite());

/**
 * A nullable answer field. The server always sends `null` for an unset field; a field that is
 * missing altogether is read as `null` too, so an older or leaner backend still parses.
 */
export function orNull<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.nullish(schema, null);
}
