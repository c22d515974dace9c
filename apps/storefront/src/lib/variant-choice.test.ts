import { describe, expect, it } from 'vitest';
import type { Variant } from '@haat/domain/schemas';
import { asVariant, chosenVariant, variantAfterChoosing } from './variant-choice.ts';

const variant = (id: number, options: string[], extra: Partial<Variant> = {}): Variant => ({
  id,
  options,
  selling_price: 1000,
  discount: 0,
  discount_type: 'FIXED',
  own_price: false,
  own_discount: false,
  stock: 2,
  sku: null,
  barcode: null,
  weight_grams: null,
  image_id: null,
  enabled: true,
  ...extra,
});

// Colour × Size; Red/L sold out, Blue/L switched off, no Green/M.
const variants = [
  variant(1, ['Red', 'M'], { stock: 0 }),
  variant(2, ['Red', 'L'], { stock: 0 }),
  variant(3, ['Blue', 'M'], { selling_price: 950, discount: 10, discount_type: 'PERCENT' }),
  variant(4, ['Blue', 'L'], { enabled: false }),
  variant(5, ['Green', 'L']),
];

describe('chosenVariant', () => {
  it('is the variant ?variant= names, when the product sells it', () => {
    expect(chosenVariant({ variants }, '2')?.id).toBe(2);
  });
  it('opens on the first buyable variant for no, a foreign, a switched-off or a malformed id', () => {
    for (const param of [null, '99', '4', '3abc', '-1', '']) expect(chosenVariant({ variants }, param)?.id).toBe(3);
  });
  it('is null for a product without variants', () => {
    expect(chosenVariant({ variants: [] }, '1')).toBeNull();
  });
});

describe('variantAfterChoosing', () => {
  it('keeps the other choices when that combination exists', () => {
    expect(variantAfterChoosing(variants, ['Blue', 'M'], 0, 'Red')?.id).toBe(1);
  });
  it('moves to a buyable variant with the value when the combination is not kept or switched off', () => {
    expect(variantAfterChoosing(variants, ['Blue', 'M'], 0, 'Green')?.id).toBe(5);
    expect(variantAfterChoosing(variants, ['Blue', 'M'], 1, 'L')?.id).toBe(5);
  });
  it('leads nowhere for a value no enabled variant has', () => {
    expect(variantAfterChoosing(variants, ['Blue', 'M'], 1, 'XL')).toBeUndefined();
  });
});

describe('asVariant', () => {
  const product = { selling_price: 1100, discount: 0, discount_type: 'FIXED' as const, stock: 9 };
  it('sells at the variant price, discount and stock', () => {
    expect(asVariant(product, variants[2]!)).toEqual({
      selling_price: 950,
      discount: 10,
      discount_type: 'PERCENT',
      stock: 2,
    });
    expect(asVariant(product, variants[3]!).stock).toBe(0);
    expect(asVariant(product, null)).toBe(product);
  });
});
