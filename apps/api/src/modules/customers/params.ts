import * as v from 'valibot';

/** A record id in the path: a positive integer, else 422 `validation.invalid_number`. */
export const recordIdParam = v.pipe(
  v.string('validation.invalid_number'),
  v.regex(/^\d{1,15}$/u, 'validation.invalid_number'),
  v.transform(Number),
  v.safeInteger('validation.invalid_number'),
  v.minValue(1, 'validation.invalid_number'),
);

export const idParamSchema = v.object({ id: recordIdParam });
export const productIdParamSchema = v.object({ product_id: recordIdParam });
