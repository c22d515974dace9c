import { toNestErrors } from '@hookform/resolvers';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type * as v from 'valibot';
import { isApiError } from '@haat/api-client';
import { apiProblems, checkBody, problemTexts, type Limits } from '@haat/i18n/form-errors';

export interface SchemaFormOptions<TValues> {
  /** The request body the schema checks, made from what was typed (numbers read from text…); the values themselves by default. */
  toBody?: (values: TValues) => unknown;
  /** Limits the schema's checks cannot name, by field (a discount's maximum depends on its type). */
  limits?: (values: TValues) => Partial<Record<string, Limits>>;
}

/**
 * A react-hook-form resolver checking the form with a request-body schema of `@haat/domain/schemas`
 * (the one the API checks with); on success the form is handed the schema's output, the body to
 * send. Messages are the shared form-errors helper's, in the active language.
 */
export function schemaResolver<TValues extends FieldValues, TSchema extends v.GenericSchema>(
  i18n: I18n,
  schema: TSchema | ((values: TValues) => TSchema),
  { toBody, limits }: SchemaFormOptions<TValues> = {},
): Resolver<TValues, unknown, v.InferOutput<TSchema>> {
  return (values, _context, options) => {
    const bodySchema = typeof schema === 'function' ? schema(values) : schema;
    const result = checkBody(bodySchema, toBody ? toBody(values) : values, { limits: limits?.(values) ?? {} });
    if (result.success) return { values: result.body, errors: {} };
    const texts = problemTexts(i18n, result.problems);
    const errors = Object.fromEntries(
      Object.entries(texts).map(([field, message]): [string, FieldError] => [field, { type: 'schema', message }]),
    );
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * A form checked by a domain schema when it is submitted (`handleSubmit` gets the body). What was
 * typed stays after a failure, focus goes to the first field with a message, and a field's message
 * follows its edits from then on. `schema` may depend on the values (a step of a form).
 */
export function useSchemaForm<TValues extends FieldValues, TSchema extends v.GenericSchema>(
  schema: TSchema | ((values: TValues) => TSchema),
  defaultValues: TValues,
  options?: SchemaFormOptions<TValues>,
): UseFormReturn<TValues, unknown, v.InferOutput<TSchema>> {
  const { i18n } = useLingui();
  return useForm<TValues, unknown, v.InferOutput<TSchema>>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    resolver: schemaResolver(i18n, schema, options),
  });
}

/**
 * A 422 answer's field errors under the form's fields, in the active language, focusing the first.
 * False for any other failure and for a 422 about no field of this form: the caller says it otherwise.
 */
export function showApiErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'getValues' | 'setError'>,
  i18n: I18n,
  error: unknown,
): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  const fields = Object.entries(problemTexts(i18n, apiProblems(error.errors))).filter(
    ([field]) => form.getValues(field as Path<TValues>) !== undefined,
  );
  fields.forEach(([field, message], index) =>
    form.setError(field as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return fields.length > 0;
}
