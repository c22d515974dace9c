import type { ComponentPropsWithRef } from 'react';
import { cx } from '../class-names.ts';
import { useFormFieldControl } from '../form-field/form-field-context.ts';
import { control } from './input.css.ts';

interface InvalidProp {
  /** Marks the control invalid when used outside a FormField (inside one, FormField's error decides). */
  invalid?: boolean;
}

export type InputProps = ComponentPropsWithRef<'input'> & InvalidProp;

/** A text-like input; inside a FormField it is labelled and described automatically. */
export function Input({ className, ...props }: InputProps) {
  const merged = useFormFieldControl(props);
  return <input {...merged} className={cx(control({ kind: 'input' }), className)} />;
}

export type TextareaProps = ComponentPropsWithRef<'textarea'> & InvalidProp;

export function Textarea({ className, ...props }: TextareaProps) {
  const merged = useFormFieldControl(props);
  return <textarea {...merged} className={cx(control({ kind: 'textarea' }), className)} />;
}

export type SelectProps = ComponentPropsWithRef<'select'> & InvalidProp;

/** A native select (best on phones), styled like the other controls. */
export function Select({ className, ...props }: SelectProps) {
  const merged = useFormFieldControl(props);
  return <select {...merged} className={cx(control({ kind: 'select' }), className)} />;
}
