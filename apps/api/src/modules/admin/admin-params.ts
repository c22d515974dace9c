/** Path parameters of admin v3 routes: record ids are positive integers (422 otherwise). */
import * as v from 'valibot';

const recordId = v.pipe(
  v.string('validation.required'),
  v.regex(/^\d{1,15}$/u, 'validation.invalid_number'),
  v.transform(Number),
  v.safeInteger('validation.invalid_number'),
  v.minValue(1, 'validation.invalid_number'),
);

export const idParamSchema = v.object({ id: recordId });
export const customerIdParamSchema = v.object({ customer_id: recordId });
