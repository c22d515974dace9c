import type * as adminEndpoints from '@haat/api-contract/admin';
import type { BodyOf } from '@haat/api-contract/endpoint';
import type { ProductDetail } from '@haat/domain/schemas';
import { numberToInput, parseNumberInput } from '../../lib/number-input.ts';

/**
 * The options editor and variant grid as typed (issue 28, decision 214). Each option and value carries a `key` of its
 * own, and a variant names its values by key, so renaming "Red" to "Maroon" keeps the red variants' price and stock.
 */
export interface ValueDraft {
  key: string;
  name: string;
  bn_name: string;
  /** `#rrggbb` for a colour swatch, or blank. */
  color: string;
}

export interface OptionDraft {
  key: string;
  name: string;
  bn_name: string;
  values: ValueDraft[];
}

/** A row of the grid: one combination of values, its price, discount, stock and the rest as typed. */
export interface VariantDraft {
  /** The stored variant this row keeps (carts and orders point at it); null: a new one. */
  id: number | null;
  /** One value key per option, in the options' order. */
  valueKeys: string[];
  enabled: boolean;
  /** Blank: the product's price. */
  selling_price: string;
  /** Blank: the product's discount. */
  discount: string;
  discount_type: 'PERCENT' | 'FIXED';
  stock: string;
  sku: string;
  barcode: string;
  weight_grams: string;
  /** One of the product's pictures, or blank. */
  image_id: string;
}

export interface VariantsFormValues {
  options: OptionDraft[];
  variants: VariantDraft[];
}

export type VariantsBody = BodyOf<typeof adminEndpoints.setProductVariants>;

let lastKey = 0;
/** A key no other option or value of this page has. */
export const newKey = (): string => `k${(lastKey += 1)}`;

const emptyRow = (valueKeys: string[]): VariantDraft => ({
  id: null,
  valueKeys,
  enabled: true,
  selling_price: '',
  discount: '',
  discount_type: 'FIXED',
  stock: '0',
  sku: '',
  barcode: '',
  weight_grams: '',
  image_id: '',
});

/**
 * Every combination of the options' value keys, the first option's values outermost (the grid's order). An option
 * without values yet (just added) does not empty the grid.
 */
function keyCombinations(options: readonly OptionDraft[]): string[][] {
  return options
    .filter((option) => option.values.length > 0)
    .reduce<string[][]>(
      (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value.key])),
      [[]],
    );
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);
const within = (inner: readonly string[], outer: readonly string[]) => inner.every((key) => outer.includes(key));

/**
 * The grid for `options`, keeping what was typed: a combination keeps the row with the same values; when an option
 * was added or removed, the first combination that contains a row's values (or that the row's values contain) keeps
 * that row, so a simple product's stock and id go to its first size, as they would on Shopify.
 */
export function regenerateRows(options: readonly OptionDraft[], rows: readonly VariantDraft[]): VariantDraft[] {
  const used = new Set<VariantDraft>();
  const combos = keyCombinations(options);
  const exact = combos.map((combo) => rows.find((row) => sameKeys(row.valueKeys, combo)));
  exact.forEach((row) => row && used.add(row));
  return combos.map((combo, index) => {
    const kept =
      exact[index] ??
      rows.find((row) => !used.has(row) && (within(row.valueKeys, combo) || within(combo, row.valueKeys)));
    if (!kept) return emptyRow(combo);
    used.add(kept);
    return { ...kept, valueKeys: combo };
  });
}

/** The form for a product as stored. */
export function variantsToForm(product: Pick<ProductDetail, 'options' | 'variants'>): VariantsFormValues {
  const options: OptionDraft[] = product.options.map((option) => ({
    key: newKey(),
    name: option.name,
    bn_name: option.bn_name ?? '',
    values: option.values.map((value) => ({
      key: newKey(),
      name: value.name,
      bn_name: value.bn_name ?? '',
      color: value.color ?? '',
    })),
  }));
  const keyOf = (optionIndex: number, name: string) =>
    options[optionIndex]?.values.find((value) => value.name === name)?.key ?? '';
  const variants = product.variants.map((variant): VariantDraft => ({
    id: variant.id,
    valueKeys: variant.options.map((name, index) => keyOf(index, name)),
    enabled: variant.enabled,
    selling_price: variant.own_price ? numberToInput(variant.selling_price) : '',
    discount: variant.own_discount ? numberToInput(variant.discount) : '',
    discount_type: variant.discount_type,
    stock: numberToInput(variant.stock),
    sku: variant.sku ?? '',
    barcode: variant.barcode ?? '',
    weight_grams: numberToInput(variant.weight_grams),
    image_id: variant.image_id === null ? '' : String(variant.image_id),
  }));
  return { options, variants: regenerateRows(options, variants) };
}

/** A row's value of each option as its name ("M", "Red"), in the options' order; blank for an option it lacks. */
export function rowValueNames(options: readonly OptionDraft[], row: VariantDraft): string[] {
  return options.map((option) => option.values.find((value) => row.valueKeys.includes(value.key))?.name.trim() ?? '');
}

const optionalNumber = (text: string) => parseNumberInput(text) ?? null;

/** `PUT /products/{id}/variants`'s body, still to be checked by the domain schema. */
export function variantsFormToBody({ options, variants }: VariantsFormValues): VariantsBody {
  return {
    options: options.map((option) => ({
      name: option.name,
      bn_name: option.bn_name,
      values: option.values.map((value) => ({ name: value.name, bn_name: value.bn_name, color: value.color })),
    })),
    variants: variants.map((row) => ({
      ...(row.id === null ? {} : { id: row.id }),
      options: rowValueNames(options, row),
      enabled: row.enabled,
      selling_price: optionalNumber(row.selling_price),
      discount: optionalNumber(row.discount),
      discount_type: row.discount_type,
      stock: parseNumberInput(row.stock) as number,
      sku: row.sku,
      barcode: row.barcode,
      weight_grams: optionalNumber(row.weight_grams),
      image_id: row.image_id === '' ? null : Number(row.image_id),
    })),
  };
}

/** What a bulk edit sets on the chosen rows; a field left undefined is left as it is. */
export type RowChanges = Partial<
  Pick<VariantDraft, 'enabled' | 'selling_price' | 'discount' | 'discount_type' | 'stock' | 'weight_grams'>
>;

/** The rows with `changes` applied to those at `indexes`. */
export function applyToRows(
  rows: readonly VariantDraft[],
  indexes: ReadonlySet<number>,
  changes: RowChanges,
): VariantDraft[] {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return rows.map((row, index) => (indexes.has(index) ? { ...row, ...set } : row));
}

/** The indexes of the rows that have every one of these value keys ("all sizes of red"). */
export function rowsWith(rows: readonly VariantDraft[], valueKeys: readonly string[]): Set<number> {
  return new Set(rows.flatMap((row, index) => (valueKeys.every((key) => row.valueKeys.includes(key)) ? [index] : [])));
}
