import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from './digits.ts';

describe('toAsciiDigits', () => {
  it('turns every Bengali digit into its ASCII digit and keeps everything else', () => {
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toAsciiDigits('৳ ১,২৫০.৫০ টাকা')).toBe('৳ 1,250.50 টাকা');
    expect(toAsciiDigits('abc 123')).toBe('abc 123');
  });
});
