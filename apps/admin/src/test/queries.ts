import { screen } from '@testing-library/react';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** A form control by its label; a required field's label ends with a hidden "*". */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(new RegExp(`^${escape(label)}\\*?$`, 'u'));
}

/** The message FormField shows under a control (its first aria-describedby), if any. */
export function errorOf(label: string): string | null {
  const id = field(label).getAttribute('aria-describedby')?.split(' ')[0];
  const element = id ? document.getElementById(id) : null;
  return field(label).getAttribute('aria-invalid') === 'true' ? (element?.textContent ?? null) : null;
}
