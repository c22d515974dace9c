import { describe, expect, it } from 'vitest';
import { generateOrderCode } from '../../platform/ids.ts';
import { normalizeOrderCode } from './order-code.ts';

describe('normalizeOrderCode', () => {
  it('reads a code in any case, with or without the prefix, spaces or dashes', () => {
    for (const typed of ['HT-7K3M9Q2X', 'ht-7k3m9q2x', '7K3M9Q2X', ' 7k3m 9q2x ', 'HT7K3M9Q2X', 'ht 7k3m-9q2x']) {
      expect(normalizeOrderCode(typed)).toBe('HT-7K3M9Q2X');
    }
  });

  it('reads Crockford look-alikes and Bengali digits as the digits they stand for', () => {
    expect(normalizeOrderCode('HT-O1LI2345')).toBe('HT-01112345');
    expect(normalizeOrderCode('HT-৭K৩M৯Q২X')).toBe('HT-7K3M9Q2X');
  });

  it('keeps a code whose own characters start with HT', () => {
    expect(normalizeOrderCode('HTABCDEF')).toBe('HT-HTABCDEF');
    expect(normalizeOrderCode('HT-HTABCDEF')).toBe('HT-HTABCDEF');
  });

  it('is null for anything that cannot be a code', () => {
    for (const typed of [
      '',
      'HT-',
      '7K3M9Q2',
      '7K3M9Q2XY',
      'HT-7K3M9Q2U',
      '01712345678',
      'HT-7K3M9Q2X%',
      'XX-7K3M9Q2X',
    ]) {
      expect(normalizeOrderCode(typed)).toBeNull();
    }
  });

  it('gives back every generated code unchanged', () => {
    for (let i = 0; i < 100; i += 1) {
      const code = generateOrderCode();
      expect(normalizeOrderCode(code)).toBe(code);
      expect(normalizeOrderCode(code.toLowerCase().slice(3))).toBe(code);
    }
  });
});
