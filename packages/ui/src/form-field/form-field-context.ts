import { createContext, use } from 'react';

export interface FormFieldState {
  /** The id the control must carry so the label points at it. */
  id: string;
  /** Ids of the error and hint texts, error first. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

export const FormFieldContext = createContext<FormFieldState | null>(null);

interface ControlAria {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * Merges a control's own props with the enclosing FormField: id, aria-describedby (error, hint,
 * then the control's own), aria-invalid and aria-required. Use it in custom controls too.
 */
export function useFormFieldControl<P extends ControlAria>(props: P & { invalid?: boolean }): P {
  const field = use(FormFieldContext);
  const { invalid, ...rest } = props;
  const own = rest as unknown as P;
  const describedBy = [field?.describedBy, own['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const isInvalid = invalid ?? field?.invalid ?? false;
  const isRequired = own.required ?? field?.required ?? false;
  return {
    ...own,
    id: own.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': own['aria-invalid'] ?? (isInvalid || undefined),
    'aria-required': own['aria-required'] ?? (isRequired || undefined),
  };
}
