import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountLabel, hasDiscount, unitPrice, unitPriceTaka } from './price.ts';

const product = (selling_price: number, discount: number, discount_type: string) => ({
  selling_price,
  discount,
  discount_type,
});

describe('docs/product/rules.md#price Price: PERCENT gives selling_price*(1-discount/100)', () => {
  it.each([
    [1000, 10, 900],
    [1000, 0, 1000],
    [1000, 100, 0],
    [999.99, 15, 849.99], // 84999.15 paisa -> 84999
    [199, 12.5, 174.13], // 17412.5 paisa -> 17413 (half-up)
    [45, 33.33, 30.0],
  ])('%d taka at %d%% off costs %d taka', (selling, discount, expected) => {
    expect(unitPriceTaka(product(selling, discount, 'PERCENT'))).toBe(expected);
  });

  it('rounds once, on the final price, not on the discount', () => {
    // 1 taka (100 paisa) at 0.5% off = 99.5 paisa -> 100 paisa half-up; rounding the discount first gives 99.
    expect(unitPrice(product(1, 0.5, 'PERCENT'))).toBe(100);
  });

  it('accepts the type in any case', () => {
    expect(unitPriceTaka(product(200, 50, 'percent'))).toBe(100);
  });
});

describe('docs/product/rules.md#price Price: otherwise selling_price minus the discount', () => {
  it.each([
    [1000, 150, 'FIXED', 850],
    [1000, 0.5, 'FIXED', 999.5],
    [10.1, 0.2, 'FIXED', 9.9],
    [1000, 150, 'AMOUNT', 850],
  ])('%d taka minus %d (%s) costs %d taka', (selling, discount, type, expected) => {
    expect(unitPriceTaka(product(selling, discount, type))).toBe(expected);
  });
});

describe('price is never below zero', () => {
  it('a fixed discount above the price gives 0', () => {
    expect(unitPrice(product(100, 150, 'FIXED'))).toBe(0);
  });
  it('a percent above 100 gives 0', () => {
    expect(unitPrice(product(100, 120, 'PERCENT'))).toBe(0);
  });
  it('a negative discount never raises the price', () => {
    expect(unitPriceTaka(product(100, -20, 'FIXED'))).toBe(100);
    expect(unitPriceTaka(product(100, -20, 'PERCENT'))).toBe(100);
  });
  it('holds for any product, and the price never exceeds the selling price', () => {
    const taka = fc.integer({ min: 0, max: 10_000_000 }).map((p) => p / 100);
    fc.assert(
      fc.property(
        taka,
        fc.double({ min: -200, max: 200, noNaN: true }),
        fc.constantFrom('PERCENT', 'FIXED'),
        (selling, discount, type) => {
          const price = unitPriceTaka(product(selling, Math.round(discount * 100) / 100, type));
          expect(price).toBeGreaterThanOrEqual(0);
          expect(price).toBeLessThanOrEqual(selling);
          expect(Number.isInteger(unitPrice(product(selling, discount, type)))).toBe(true);
        },
      ),
    );
  });
});

describe('hasDiscount and discountLabel', () => {
  it('no discount: no label', () => {
    expect(hasDiscount(product(100, 0, 'PERCENT'))).toBe(false);
    expect(discountLabel(product(100, 0, 'FIXED'))).toBeNull();
  });
  it('a percent discount is labelled as a percent', () => {
    expect(hasDiscount(product(100, 10, 'PERCENT'))).toBe(true);
    expect(discountLabel(product(100, 10, 'PERCENT'))).toEqual({ kind: 'percent', value: 10 });
  });
  it('a fixed discount is labelled as the taka saved, capped at the price', () => {
    expect(discountLabel(product(100, 25.5, 'FIXED'))).toEqual({ kind: 'amount', value: 25.5 });
    expect(discountLabel(product(100, 150, 'FIXED'))).toEqual({ kind: 'amount', value: 100 });
  });
  it('a percent too small to change the price in paisa is no discount', () => {
    expect(hasDiscount(product(0.5, 0.1, 'PERCENT'))).toBe(false);
  });
});
