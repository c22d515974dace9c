import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPaisa,
  isWireTaka,
  multiplyPaisa,
  nonNegativePaisa,
  paisaFromTaka,
  percentOf,
  subtractPaisa,
  sumPaisa,
  takaFromPaisa,
  type Paisa,
} from './money.ts';

const paisa = (n: number) => n as Paisa;

describe('money', () => {
  it('converts taka to integer paisa and back', () => {
    expect(paisaFromTaka(12.34)).toBe(1234);
    expect(takaFromPaisa(paisaFromTaka(99.99))).toBe(99.99);
  });

  it('avoids float drift: 0.1 + 0.2 taka is exactly 0.3 taka', () => {
    expect(takaFromPaisa(addPaisa(paisaFromTaka(0.1), paisaFromTaka(0.2)))).toBe(0.3);
  });

  it('adds, subtracts, sums and multiplies by an integer', () => {
    expect(subtractPaisa(paisa(500), paisa(120))).toBe(380);
    expect(sumPaisa([paisa(100), paisa(250), paisa(1)])).toBe(351);
    expect(sumPaisa([])).toBe(0);
    expect(multiplyPaisa(paisa(1999), 3)).toBe(5997);
  });

  it('refuses to multiply by a fraction (quantities are whole)', () => {
    expect(() => multiplyPaisa(paisa(100), 1.5)).toThrow(RangeError);
  });

  it('clamps below zero to zero', () => {
    expect(nonNegativePaisa(paisa(-5))).toBe(0);
    expect(nonNegativePaisa(paisa(5))).toBe(5);
  });

  it('rejects amounts that are not numbers', () => {
    expect(() => paisaFromTaka(Number.NaN)).toThrow(RangeError);
    expect(() => percentOf(paisa(100), Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  describe('percentOf rounds half-up once', () => {
    it.each([
      [1005, 10, 101], // 100.5 -> 101
      [1004, 10, 100], // 100.4 -> 100
      [1999, 15, 300], // 299.85 -> 300
      [333, 50, 167], // 166.5 -> 167
      [1000, 33.33, 333], // 333.3 -> 333
      [10000, 12.5, 1250],
      [0, 50, 0],
    ])('%d paisa * %d%% = %d paisa', (amount, percent, expected) => {
      expect(percentOf(paisa(amount), percent)).toBe(expected);
    });

    it('rounds negative amounts away from zero (symmetrically)', () => {
      expect(percentOf(paisa(-1005), 10)).toBe(-101);
    });

    it('agrees with exact rational rounding for any amount and percent with two decimals', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 10_000_000_00 }),
          fc.integer({ min: 0, max: 10_000 }),
          (amount, hundredths) => {
            const exact = BigInt(amount) * BigInt(hundredths); // in 1/10000 paisa
            const expected = Number((exact + 5000n) / 10000n);
            expect(percentOf(paisa(amount), hundredths / 100)).toBe(expected);
          },
        ),
      );
    });
  });

  it('taka on the wire has at most two decimals', () => {
    expect(isWireTaka(12)).toBe(true);
    expect(isWireTaka(12.34)).toBe(true);
    expect(isWireTaka(0.3)).toBe(true);
    expect(isWireTaka(0.1 + 0.2)).toBe(false);
    expect(isWireTaka(12.345)).toBe(false);
    expect(isWireTaka(Number.NaN)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (amount) => {
        expect(isWireTaka(takaFromPaisa(paisa(amount)))).toBe(true);
        expect(paisaFromTaka(takaFromPaisa(paisa(amount)))).toBe(amount);
      }),
    );
  });
});
