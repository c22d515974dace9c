const BENGALI_ZERO = 0x09e6;

/** Replaces Bengali digits (০–৯) with ASCII digits (0–9); other characters are kept. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/gu, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/** Replaces ASCII digits (0–9) with Bengali digits (০–৯); other characters are kept. */
export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/gu, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)));
}

/**
 * A whole number's digits grouped as the language groups them: lakh and crore in bn (12,34,567), thousands
 * in en (1,234,567). Done by hand because the first Intl.NumberFormat a page creates costs 25-40 ms of ICU
 * set-up, four times that on a budget phone, in the first render.
 */
export function groupDigits(digits: string, language: 'bn' | 'en'): string {
  if (digits.length <= 3) return digits;
  const size = language === 'bn' ? 2 : 3;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > size) {
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  groups.unshift(rest);
  return groups.join(',');
}
