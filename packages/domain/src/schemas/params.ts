import * as v from 'valibot';

/**
 * Path parameters of requests (query strings are in queries.ts, JSON bodies and headers beside their
 * entities, uploads in upload.ts). A record id in the path is `recordIdParam` of queries.ts.
 */

/** A text path segment (a slug, a code), trimmed: blank is `validation.required`. */
export function pathTextParam(max: number) {
  return v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(max, 'validation.max_length'),
  );
}

/** `GET /products/search/{query}`: the longest search text. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** The longest order code in a path (`GET /orders/{code}`). */
export const ORDER_CODE_MAX_LENGTH = 40;
