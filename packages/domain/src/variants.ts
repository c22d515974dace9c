/**
 * Options and variants (issue 28, decision 210): the price a variant sells at, a product's price range, the
 * combinations of its options, the variant a shopper's choice names and which values can still be chosen.
 */
import { unitPriceTaka, type PricedProduct } from './price.ts';

/** A variant's own price fields: null means the product's (`discount` null: the product's discount and type). */
export interface VariantPriceFields {
  selling_price: number | null;
  discount: number | null;
  discount_type: string | null;
}

/** The price fields that apply to a variant: its own where it has them, the product's otherwise. */
export function variantPricing(product: PricedProduct, variant: VariantPriceFields): PricedProduct {
  const ownDiscount = variant.discount !== null;
  return {
    selling_price: variant.selling_price ?? product.selling_price,
    discount: ownDiscount ? variant.discount! : product.discount,
    discount_type: ownDiscount ? (variant.discount_type ?? 'FIXED') : product.discount_type,
  };
}

export interface PriceRange {
  min: number;
  max: number;
}

/** The lowest and highest unit price (taka, after discount) of priced things; null for none. */
export function priceRange(priced: readonly PricedProduct[]): PriceRange | null {
  if (priced.length === 0) return null;
  const prices = priced.map(unitPriceTaka);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** What a product card shows: its one price (with the discount badge as today) or a range (৳৯৫০–১,২০০). */
export type CardPrice =
  { kind: 'single' } | { kind: 'range'; min: number; max: number } | { kind: 'from'; min: number };

/**
 * A card's price from the product's answer: a range when its enabled variants' prices differ; "the one price" when
 * they all sell at the product's own price (the card shows it with its discount, as for a simple product); `from`
 * when they all sell at one price other than the product's own.
 */
export function cardPrice(product: PricedProduct & { price_min?: number; price_max?: number }): CardPrice {
  const { price_min: min, price_max: max } = product;
  if (min === undefined || max === undefined) return { kind: 'single' };
  if (min !== max) return { kind: 'range', min, max };
  return min === unitPriceTaka(product) ? { kind: 'single' } : { kind: 'from', min };
}

/** Every combination of the options' values, the first option's values outermost (the order a grid lists them). */
export function combinations(options: readonly { values: readonly { name: string }[] }[]): string[][] {
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value.name])),
    [[]],
  );
}

interface ChoosableVariant {
  options: readonly string[];
  stock: number;
  enabled: boolean;
}

const sameValues = (a: readonly string[], b: readonly (string | undefined)[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The variant with exactly these values (one per option, in the options' order), if the product has it. */
export function findVariant<V extends ChoosableVariant>(
  variants: readonly V[],
  chosen: readonly string[],
): V | undefined {
  return variants.find((variant) => sameValues(variant.options, chosen));
}

/** Whether a shopper can add this variant to the cart now. */
export const isBuyable = (variant: ChoosableVariant): boolean => variant.enabled && variant.stock > 0;

/**
 * How option `optionIndex`'s `value` looks next to the shopper's other choices: `available` (a buyable variant has
 * it and the other chosen values), `sold_out` (such a variant exists but cannot be bought: crossed out) or `absent`
 * (the owner keeps no such combination: crossed out too). Unchosen options (undefined) match anything.
 */
export function valueState(
  variants: readonly ChoosableVariant[],
  chosen: readonly (string | undefined)[],
  optionIndex: number,
  value: string,
): 'available' | 'sold_out' | 'absent' {
  const matching = variants.filter(
    (variant) =>
      variant.enabled &&
      variant.options[optionIndex] === value &&
      chosen.every(
        (picked, index) => index === optionIndex || picked === undefined || variant.options[index] === picked,
      ),
  );
  if (matching.length === 0) return 'absent';
  return matching.some(isBuyable) ? 'available' : 'sold_out';
}

/** The first variant a page opens on: the first buyable one, else the first enabled one, else the first. */
export function defaultVariant<V extends ChoosableVariant>(variants: readonly V[]): V | undefined {
  return variants.find(isBuyable) ?? variants.find((variant) => variant.enabled) ?? variants[0];
}

/** An option value as an order line keeps it: the option's and the value's names as they were. */
export interface ChosenOption {
  name: string;
  bn_name: string | null;
  value: string;
  bn_value: string | null;
}

/** The chosen options of a variant, for its order line (empty for a simple product). */
export function chosenOptions(
  options: readonly {
    name: string;
    bn_name: string | null;
    values: readonly { name: string; bn_name: string | null }[];
  }[],
  values: readonly string[],
): ChosenOption[] {
  return options.map((option, index) => {
    const value = option.values.find((known) => known.name === values[index]);
    return { name: option.name, bn_name: option.bn_name, value: values[index] ?? '', bn_value: value?.bn_name ?? null };
  });
}

/** A line's variant as one text, "M / Red" (Bengali names where the language is bn and they exist). */
export function variantTitle(chosen: readonly ChosenOption[], language: 'bn' | 'en' = 'en'): string {
  return chosen.map((option) => (language === 'bn' ? (option.bn_value ?? option.value) : option.value)).join(' / ');
}

/** A line's name with its chosen options, "সুতি কুর্তি (M / টিল)": two sizes of one product read as two lines. */
export function nameWithOptions(
  name: string,
  options: readonly ChosenOption[] | undefined,
  language: 'bn' | 'en' = 'en',
): string {
  return options && options.length > 0 ? `${name} (${variantTitle(options, language)})` : name;
}

/** What an option is, by its name in English or Bengali: the product page's JSON-LD and the Meta feed name it so. */
export function optionKind(option: { name: string; bn_name: string | null }): 'size' | 'color' | 'material' | null {
  const names = [option.name, option.bn_name ?? ''].map((name) => name.trim().toLocaleLowerCase());
  if (names.some((name) => ['size', 'সাইজ', 'মাপ'].includes(name))) return 'size';
  if (names.some((name) => ['colour', 'color', 'shade', 'রং', 'রঙ', 'শেড'].includes(name))) return 'color';
  if (names.some((name) => ['material', 'fabric', 'কাপড়'].includes(name))) return 'material';
  return null;
}
