import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { productVariantsBodySchema } from '@haat/domain/schemas';
import {
  applyToRows,
  regenerateRows,
  rowsWith,
  rowValueNames,
  variantsFormToBody,
  variantsToForm,
  type OptionDraft,
} from './variant-drafts.ts';

const variant = (id: number, options: string[], stock: number, extra: object = {}) => ({
  id,
  options,
  selling_price: 500,
  discount: 0,
  discount_type: 'FIXED' as const,
  own_price: false,
  own_discount: false,
  stock,
  sku: null,
  barcode: null,
  weight_grams: null,
  image_id: null,
  enabled: true,
  ...extra,
});

const sizes = {
  name: 'Size',
  bn_name: 'সাইজ',
  values: [
    { name: 'M', bn_name: null, color: null },
    { name: 'L', bn_name: null, color: null },
  ],
};

const simple = { options: [], variants: [variant(7, [], 12)] };
const sized = {
  options: [sizes],
  variants: [variant(8, ['M'], 3, { own_price: true, selling_price: 650, sku: 'K-M' }), variant(9, ['L'], 0)],
};

const withValue = (option: OptionDraft, name: string): OptionDraft => ({
  ...option,
  values: [...option.values, { key: `new-${name}`, name, bn_name: '', color: '' }],
});

describe('variant drafts', () => {
  it('round-trips a stored product into a body the domain schema accepts, with own prices only where set', () => {
    const form = variantsToForm(sized);
    const body = variantsFormToBody(form);
    expect(v.safeParse(productVariantsBodySchema, body).success).toBe(true);
    expect(body.variants).toEqual([
      expect.objectContaining({ id: 8, options: ['M'], selling_price: 650, stock: 3, sku: 'K-M', discount: null }),
      expect.objectContaining({ id: 9, options: ['L'], selling_price: null, stock: 0 }),
    ]);
  });

  it('keeps a row by its value keys when a value is renamed', () => {
    const form = variantsToForm(sized);
    const [size] = form.options as [OptionDraft];
    const renamed = {
      ...size,
      values: size.values.map((value) => (value.name === 'M' ? { ...value, name: 'Medium' } : value)),
    };
    const rows = regenerateRows([renamed], form.variants);
    expect(rows.map((row) => [row.id, rowValueNames([renamed], row), row.stock])).toEqual([
      [8, ['Medium'], '3'],
      [9, ['L'], '0'],
    ]);
  });

  it('adds a row for a new value and drops the row of a removed one', () => {
    const form = variantsToForm(sized);
    const [size] = form.options as [OptionDraft];
    const grown = withValue(size, 'XL');
    const rows = regenerateRows([grown], form.variants);
    expect(rows.map((row) => [row.id, rowValueNames([grown], row), row.stock])).toEqual([
      [8, ['M'], '3'],
      [9, ['L'], '0'],
      [null, ['XL'], '0'],
    ]);
    const shrunk = { ...size, values: size.values.slice(1) };
    expect(regenerateRows([shrunk], form.variants).map((row) => row.id)).toEqual([9]);
  });

  it("gives a simple product's variant, id and stock, to the first value of its first option", () => {
    const form = variantsToForm(simple);
    const size: OptionDraft = {
      key: 'size',
      name: 'Size',
      bn_name: '',
      values: [
        { key: 's', name: 'S', bn_name: '', color: '' },
        { key: 'm', name: 'M', bn_name: '', color: '' },
      ],
    };
    const rows = regenerateRows([size], form.variants);
    expect(rows.map((row) => [row.id, row.valueKeys, row.stock])).toEqual([
      [7, ['s'], '12'],
      [null, ['m'], '0'],
    ]);
  });

  it('keeps each size once when a colour option is added: the first colour takes the old rows', () => {
    const form = variantsToForm(sized);
    const colour: OptionDraft = {
      key: 'colour',
      name: 'Colour',
      bn_name: '',
      values: [
        { key: 'red', name: 'Red', bn_name: '', color: '#ff0000' },
        { key: 'blue', name: 'Blue', bn_name: '', color: '' },
      ],
    };
    const options = [...form.options, colour];
    const rows = regenerateRows(options, form.variants);
    expect(rows.map((row) => [row.id, rowValueNames(options, row).join(' / '), row.stock])).toEqual([
      [8, 'M / Red', '3'],
      [null, 'M / Blue', '0'],
      [9, 'L / Red', '0'],
      [null, 'L / Blue', '0'],
    ]);
    expect(v.safeParse(productVariantsBodySchema, variantsFormToBody({ options, variants: rows })).success).toBe(true);
  });

  it('keeps the grid while a just-added option has no values yet', () => {
    const form = variantsToForm(sized);
    const empty: OptionDraft = { key: 'colour', name: 'Colour', bn_name: '', values: [] };
    const options = [...form.options, empty];
    const rows = regenerateRows(options, form.variants);
    expect(rows.map((row) => [row.id, rowValueNames(options, row)])).toEqual([
      [8, ['M', '']],
      [9, ['L', '']],
    ]);
  });

  it('applies a bulk change to the chosen rows only, and picks "all sizes of red" by value', () => {
    const colour: OptionDraft = {
      key: 'colour',
      name: 'Colour',
      bn_name: '',
      values: [
        { key: 'red', name: 'Red', bn_name: '', color: '' },
        { key: 'blue', name: 'Blue', bn_name: '', color: '' },
      ],
    };
    const form = variantsToForm(sized);
    const rows = regenerateRows([...form.options, colour], form.variants);
    const red = rowsWith(rows, ['red']);
    expect([...red]).toEqual([0, 2]);
    const changed = applyToRows(rows, red, { stock: '20', selling_price: undefined, enabled: false });
    expect(changed.map((row) => [row.stock, row.enabled, row.selling_price])).toEqual([
      ['20', false, '650'],
      ['0', true, ''],
      ['20', false, ''],
      ['0', true, ''],
    ]);
  });

  it('leaves a price typed with Bengali digits readable and a blank one as the product’s', () => {
    const form = variantsToForm(sized);
    const typed = { ...form, variants: form.variants.map((row) => ({ ...row, selling_price: '৭৫০', stock: '৫' })) };
    const body = variantsFormToBody(typed);
    expect(body.variants.map((row) => [row.selling_price, row.stock])).toEqual([
      [750, 5],
      [750, 5],
    ]);
  });
});
