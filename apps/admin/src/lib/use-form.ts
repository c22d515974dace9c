import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import type { FieldErrors } from './form-errors.ts';

type FormValues = Record<string, string | boolean>;

/**
 * A form's typed-in values and its messages. Values are never reset on a failure, so the owner's
 * input stays (SPEC §8 feedback); a field's message goes as soon as it is edited.
 */
export function useForm<TValues extends FormValues>(initial: TValues) {
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Put on the <form>: showErrors moves focus to its first field with a message. */
  const ref = useRef<HTMLFormElement>(null);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    focusFirstInvalid(ref.current);
  }, []);

  const setValue = useCallback(<K extends keyof TValues>(name: K, value: TValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const { [name as string]: _removed, ...rest } = previous;
      return rest;
    });
  }, []);

  /** Props of a text input, textarea or select bound to a string field. */
  const text = (name: keyof TValues & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value as TValues[typeof name]),
  });

  /** Props of a checkbox bound to a boolean field. */
  const checkbox = (name: keyof TValues & string) => ({
    name,
    checked: values[name] === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as TValues[typeof name]),
  });

  return { ref, values, setValues, setValue, errors, setErrors, showErrors, text, checkbox };
}
