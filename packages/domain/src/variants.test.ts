import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { flattenIssues } from './schemas/issues.ts';
import { bulkVariantsBodySchema, productVariantsBodySchema } from './schemas/variant.ts';
import {
  cardPrice,
  chosenOptions,
  combinations,
  defaultVariant,
  findVariant,
  priceRange,
  valueState,
  variantPricing,
  variantTitle,
  nameWithOptions,
} from './variants.ts';

const product = { selling_price: 1000, discount: 10, discount_type: 'PERCENT' };

describe('variantPricing', () => {
  it('takes the product price and discount when the variant has none of its own', () => {
    expect(variantPricing(product, { selling_price: null, discount: null, discount_type: null })).toEqual(product);
  });
  it('keeps the product discount on an own price, and an own discount replaces it', () => {
    expect(variantPricing(product, { selling_price: 1200, discount: null, discount_type: null })).toEqual({
      ...product,
      selling_price: 1200,
    });
    expect(variantPricing(product, { selling_price: null, discount: 50, discount_type: 'FIXED' })).toEqual({
      selling_price: 1000,
      discount: 50,
      discount_type: 'FIXED',
    });
  });
});

describe('priceRange and cardPrice', () => {
  it('spans the prices after discount', () => {
    expect(priceRange([product, { ...product, selling_price: 1200, discount: 0 }])).toEqual({ min: 900, max: 1200 });
    expect(priceRange([])).toBeNull();
  });
  it('shows a range, a single price or "from"', () => {
    expect(cardPrice({ ...product, price_min: 950, price_max: 1200 })).toEqual({ kind: 'range', min: 950, max: 1200 });
    expect(cardPrice({ ...product, price_min: 900, price_max: 900 })).toEqual({ kind: 'single' });
    expect(cardPrice({ ...product, price_min: 800, price_max: 800 })).toEqual({ kind: 'from', min: 800 });
    expect(cardPrice(product)).toEqual({ kind: 'single' });
  });
});

const sizes = {
  name: 'Size',
  bn_name: 'সাইজ',
  values: [
    { name: 'M', bn_name: null },
    { name: 'L', bn_name: null },
  ],
};
const colours = {
  name: 'Colour',
  bn_name: 'রং',
  values: [
    { name: 'Red', bn_name: 'লাল' },
    { name: 'Blue', bn_name: 'নীল' },
  ],
};

describe('combinations', () => {
  it('lists every combination, first option outermost', () => {
    expect(combinations([sizes, colours])).toEqual([
      ['M', 'Red'],
      ['M', 'Blue'],
      ['L', 'Red'],
      ['L', 'Blue'],
    ]);
    expect(combinations([])).toEqual([[]]);
  });
  it('has the product of the value counts, all distinct', () => {
    const option = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.array(option, { maxLength: 3 }), (names) => {
        const combos = combinations(names.map((values) => ({ values: values.map((name) => ({ name })) })));
        expect(combos).toHaveLength(names.reduce((total, values) => total * values.length, 1));
        expect(new Set(combos.map((combo) => JSON.stringify(combo))).size).toBe(combos.length);
      }),
    );
  });
});

describe('choosing a variant', () => {
  const variants = [
    { id: 1, options: ['M', 'Red'], stock: 2, enabled: true },
    { id: 2, options: ['M', 'Blue'], stock: 0, enabled: true },
    { id: 3, options: ['L', 'Red'], stock: 5, enabled: false },
  ];
  it('finds the variant of a full choice', () => {
    expect(findVariant(variants, ['M', 'Blue'])?.id).toBe(2);
    expect(findVariant(variants, ['L', 'Blue'])).toBeUndefined();
  });
  it('crosses out values that are sold out or not kept with the other choices', () => {
    expect(valueState(variants, ['M', undefined], 1, 'Red')).toBe('available');
    expect(valueState(variants, ['M', undefined], 1, 'Blue')).toBe('sold_out');
    expect(valueState(variants, [undefined, 'Red'], 0, 'L')).toBe('absent');
    expect(valueState(variants, ['L', 'Red'], 1, 'Blue')).toBe('absent');
  });
  it('opens on the first buyable variant', () => {
    expect(defaultVariant(variants)?.id).toBe(1);
    expect(defaultVariant([variants[1]!])?.id).toBe(2);
  });
  it('names the chosen options in both languages', () => {
    const chosen = chosenOptions([sizes, colours], ['M', 'Red']);
    expect(chosen).toEqual([
      { name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null },
      { name: 'Colour', bn_name: 'রং', value: 'Red', bn_value: 'লাল' },
    ]);
    expect(variantTitle(chosen)).toBe('M / Red');
    expect(variantTitle(chosen, 'bn')).toBe('M / লাল');
    expect(nameWithOptions('কুর্তি', chosen, 'bn')).toBe('কুর্তি (M / লাল)');
    expect(nameWithOptions('Kurti', chosen)).toBe('Kurti (M / Red)');
    expect(nameWithOptions('Honey', [])).toBe('Honey');
  });
});

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : flattenIssues(result.issues);
};

describe('productVariantsBodySchema', () => {
  const options = [
    { name: 'Size', values: [{ name: 'M' }, { name: 'L' }] },
    { name: 'Colour', bn_name: 'রং', values: [{ name: 'Red', color: '#FF0000' }] },
  ];
  it('takes options and variants that fit them', () => {
    const result = v.parse(productVariantsBodySchema, {
      options,
      variants: [
        { options: ['M', 'Red'], stock: 3, sku: 'K-M-R' },
        { options: ['L', 'Red'], stock: 0, selling_price: 1200 },
      ],
    });
    expect(result.options[1]!.values[0]!.color).toBe('#ff0000');
    expect(result.variants[0]).toMatchObject({ selling_price: null, discount: null, enabled: true, sku: 'K-M-R' });
  });
  it('names every broken rule at its path', () => {
    expect(
      errorsOf(productVariantsBodySchema, {
        options: [...options, { name: 'size', values: [{ name: 'X' }, { name: 'x' }] }],
        variants: [
          { options: ['M', 'Red', 'X'], stock: 1, sku: 'A' },
          { options: ['M', 'Red', 'X'], stock: 1, sku: 'a' },
          { options: ['S', 'Red', 'X'], stock: 1 },
          { options: ['M'], stock: 1, discount: 120, discount_type: 'PERCENT' },
        ],
      }),
    ).toEqual({
      'options.2.name': ['validation.duplicate'],
      'options.2.values.1.name': ['validation.duplicate'],
      'variants.1.options': ['validation.duplicate'],
      'variants.1.sku': ['validation.duplicate'],
      'variants.2.options': ['validation.variant_options'],
      'variants.3.discount': ['validation.max_value'],
      'variants.3.options': ['validation.variant_options'],
    });
  });
  it('keeps a product without options to one variant, and at most 250', () => {
    expect(errorsOf(productVariantsBodySchema, { options: [], variants: [{ options: [], stock: 1 }] })).toEqual({});
    expect(
      errorsOf(productVariantsBodySchema, {
        options: [],
        variants: [
          { options: [], stock: 1 },
          { options: [], stock: 2 },
        ],
      }),
    ).toMatchObject({ variants: ['validation.max_length'] });
    const many = Array.from({ length: 251 }, (_, index) => ({ options: [String(index)], stock: 0 }));
    const option = { name: 'N', values: many.map((variant) => ({ name: variant.options[0]! })) };
    expect(errorsOf(productVariantsBodySchema, { options: [option], variants: many })).toHaveProperty(
      'options.0.values',
    );
  });
});

describe('bulkVariantsBodySchema', () => {
  it('takes ids or a match, not both or neither', () => {
    expect(errorsOf(bulkVariantsBodySchema, { ids: [1, 2], set: { stock: 5 } })).toEqual({});
    expect(errorsOf(bulkVariantsBodySchema, { match: { Colour: 'Red' }, set: { selling_price: 1200 } })).toEqual({});
    expect(errorsOf(bulkVariantsBodySchema, { set: { stock: 5 } })).toEqual({ ids: ['validation.required'] });
    expect(errorsOf(bulkVariantsBodySchema, { ids: [1], set: { stock: -1 } })).toEqual({
      'set.stock': ['validation.min_value'],
    });
  });
});
