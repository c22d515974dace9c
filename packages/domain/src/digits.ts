const BENGALI_ZERO = 0x09e6;

/** Replaces Bengali digits (০–৯) with ASCII digits (0–9); other characters are kept. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/gu, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}
