import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cx } from '../class-names.ts';
import { FormFieldContext, type FormFieldState } from './form-field-context.ts';
import { error as errorClass, field, hint as hintClass, label as labelClass, requiredMark } from './form-field.css.ts';

export { useFormFieldControl, type FormFieldState } from './form-field-context.ts';

export interface FormFieldProps {
  label: ReactNode;
  /** Help shown under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** The validation message; when present the control gets aria-invalid and points at it. */
  error?: ReactNode;
  /** Marks the label with * and the control with aria-required (validation stays with the form). */
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  className?: string;
  /** One control: Input, Textarea, Select, or anything using useFormFieldControl(). */
  children: ReactNode;
}

/** Label, control, hint and error wired together for assistive technology. */
/** The asterisk of a required field, for labels FormField does not make (a radio group's legend). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={requiredMark}>
      *
    </span>
  );
}

export function FormField({ label, hint, error, required = false, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hasError = error != null && error !== false && error !== '';
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const state: FormFieldState = {
    id: controlId,
    describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined,
    invalid: hasError,
    required,
  };
  return (
    <div className={cx(field, className)}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FormFieldContext value={state}>{children}</FormFieldContext>
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={errorClass}>
          <CircleAlert aria-hidden="true" size="1.1em" style={{ flexShrink: 0, marginTop: '0.25em' }} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
