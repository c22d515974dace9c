import { toAsciiDigits } from '@haat/domain/digits';

/**
 * A number typed into a text field (Bengali digits too): blank is undefined (the schema says
 * "required" or uses its default), anything unreadable is NaN (the schema says "enter a valid number").
 */
export function parseNumberInput(text: string): number | undefined {
  const trimmed = toAsciiDigits(text).trim().replace(/,/gu, '');
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/u.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A stored number back into a text field. */
export function numberToInput(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
