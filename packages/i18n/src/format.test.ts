import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from '@haat/domain/digits';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  localizeDigits,
  TAKA_SIGN,
  toBengaliDigits,
} from './format.ts';
import { INTL_LOCALES } from './locale.ts';

describe('formatMoney', () => {
  it('writes whole taka with Bengali digits and lakh grouping in bn', () => {
    expect(formatMoney(123456, 'bn')).toBe('৳১,২৩,৪৫৬');
    expect(formatMoney(12345678, 'bn')).toBe('৳১,২৩,৪৫,৬৭৮');
    expect(formatMoney(999, 'bn')).toBe('৳৯৯৯');
    expect(formatMoney(0, 'bn')).toBe('৳০');
  });

  it('writes whole taka with Latin digits and thousands grouping in en, still with the taka sign', () => {
    expect(formatMoney(123456, 'en')).toBe('৳123,456');
    expect(formatMoney(12345678, 'en')).toBe('৳12,345,678');
    expect(formatMoney(0, 'en')).toBe('৳0');
  });

  it('shows two decimals only when there are paisa', () => {
    expect(formatMoney(1234.5, 'bn')).toBe('৳১,২৩৪.৫০');
    expect(formatMoney(1234.5, 'en')).toBe('৳1,234.50');
    expect(formatMoney(0.05, 'en')).toBe('৳0.05');
    expect(formatMoney(100.0, 'en')).toBe('৳100');
  });

  it('rounds to the paisa, so float noise never shows', () => {
    expect(formatMoney(0.1 + 0.2, 'en')).toBe('৳0.30');
    expect(formatMoney(19.999, 'bn')).toBe('৳২০');
    expect(formatMoney(-0.004, 'en')).toBe('৳0');
  });

  it('puts the minus sign before the taka sign', () => {
    expect(formatMoney(-50, 'bn')).toBe('-৳৫০');
    expect(formatMoney(-123456.75, 'en')).toBe('-৳123,456.75');
    expect(formatMoney(-123456.75, 'bn')).toBe('-৳১,২৩,৪৫৬.৭৫');
  });

  it('rejects a value that is not an amount', () => {
    expect(() => formatMoney(Number.NaN, 'bn')).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
  });

  it('shows the same amount in both languages', () => {
    const amounts = [0, 1, 9.9, 10, 99.99, 1000, 54321.1, 100000, 2500000.25, -7, -100000.5];
    for (const amount of amounts) {
      const bn = toAsciiDigits(formatMoney(amount, 'bn')).replaceAll(',', '');
      const en = formatMoney(amount, 'en').replaceAll(',', '');
      expect(bn).toBe(en);
    }
  });
});

describe('formatNumber', () => {
  it('uses Bengali digits and lakh grouping in bn, Latin digits in en', () => {
    expect(formatNumber(1234567.891, 'bn')).toBe('১২,৩৪,৫৬৭.৮৯১');
    expect(formatNumber(100000, 'bn')).toBe('১,০০,০০০');
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.891');
    expect(formatNumber(-0.5, 'bn')).toBe('-০.৫');
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.256, 'bn', { style: 'percent' })).toBe('২৬%');
    expect(formatNumber(0.256, 'en', { style: 'percent' })).toBe('26%');
  });

  it('keeps one formatter per locale and options: other options or another language never share one', () => {
    expect(formatNumber(4.56, 'en', { maximumFractionDigits: 1 })).toBe('4.6');
    expect(formatNumber(4.56, 'en', { maximumFractionDigits: 2 })).toBe('4.56');
    expect(formatNumber(4.56, 'bn', { maximumFractionDigits: 1 })).toBe('৪.৬');
    expect(formatNumber(4.56, 'en', { maximumFractionDigits: 1 })).toBe('4.6');
    for (let digits = 0; digits <= 20; digits += 1) {
      for (const locale of ['en', 'bn'] as const) {
        expect(formatNumber(1.5, locale, { minimumFractionDigits: digits })).toBe(
          new Intl.NumberFormat(INTL_LOCALES[locale], { minimumFractionDigits: digits }).format(1.5),
        );
      }
    }
  });
});

describe('digits', () => {
  it('turns every ASCII digit into its Bengali digit and keeps the rest', () => {
    expect(toBengaliDigits('Order #2026-11, 9+ 0123456789')).toBe('Order #২০২৬-১১, ৯+ ০১২৩৪৫৬৭৮৯');
    expect(toAsciiDigits(toBengaliDigits('01712345678'))).toBe('01712345678');
  });

  it('localizes digits only for bn', () => {
    expect(localizeDigits('9+', 'bn')).toBe('৯+');
    expect(localizeDigits('9+', 'en')).toBe('9+');
  });
});

describe('formatDate and formatDateTime', () => {
  // 18:30 UTC on 21 Nov is 00:30 on 22 Nov in Dhaka (UTC+6).
  const iso = '2026-11-21T18:30:00Z';

  it('formats dates in Bangladesh time', () => {
    expect(formatDate(iso, 'bn')).toBe('২২ নভে, ২০২৬');
    expect(formatDate(iso, 'en')).toBe('22 Nov 2026');
    expect(formatDate(iso, 'bn', 'long')).toBe('২২ নভেম্বর, ২০২৬');
    expect(formatDate(iso, 'en', 'long')).toBe('22 November 2026');
    expect(formatDate(iso, 'en', 'short')).toBe('22/11/2026');
    expect(formatDate(new Date(iso), 'en')).toBe('22 Nov 2026');
  });

  it('formats date and time with a 12-hour clock', () => {
    expect(formatDateTime(iso, 'bn')).toBe('২২ নভে, ২০২৬, ১২:৩০ রাত্রি');
    expect(formatDateTime('2026-11-22T19:05:00+06:00', 'bn')).toBe('২২ নভে, ২০২৬, ৭:০৫ সন্ধ্যা');
    expect(formatDateTime('2026-11-22T19:05:00+06:00', 'bn')).not.toMatch(/[AP]M/u);
    expect(formatDateTime(iso, 'en')).toBe('22 Nov 2026, 12:30 am');
    expect(formatDateTime('2026-01-05T09:05:00+06:00', 'en')).toBe('5 Jan 2026, 9:05 am');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDate('not a date', 'bn')).toBe('not a date');
    expect(formatDateTime(new Date(Number.NaN), 'en')).toBe('');
  });
});

describe('number grouping by hand, as Intl groups', () => {
  const intl = (locale: 'bn' | 'en', options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(INTL_LOCALES[locale], options);

  it('formats whole numbers exactly as Intl.NumberFormat does, in both languages', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -99_999, max: 99_999 })), (value) => {
        for (const locale of ['bn', 'en'] as const) {
          expect(formatNumber(value, locale)).toBe(intl(locale).format(value));
        }
      }),
    );
  });

  it('formats every amount of paisa exactly as Intl.NumberFormat does, with the taka sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paisa) => {
        const taka = paisa / 100;
        const digits = paisa % 100 === 0 ? 0 : 2;
        for (const locale of ['bn', 'en'] as const) {
          const amount = intl(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
            Math.abs(taka),
          );
          expect(formatMoney(taka, locale)).toBe(`${paisa < 0 ? '-' : ''}${TAKA_SIGN}${amount}`);
        }
      }),
    );
  });
});

describe('formatMoneyRange', () => {
  it("writes a range with one taka sign and an en dash, in the language's digits", () => {
    expect(formatMoneyRange(950, 1200, 'bn')).toBe('৳৯৫০–১,২০০');
    expect(formatMoneyRange(950, 1200, 'en')).toBe('৳950–1,200');
    expect(formatMoneyRange(990, 990, 'bn')).toBe('৳৯৯০');
  });
});
