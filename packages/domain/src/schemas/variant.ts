import * as v from 'valibot';
import type { MessageId } from '../messages.ts';
import { countSchema, idSchema, orNull, takaSchema } from './wire.ts';
import { booleanField, idField, integerField, optionalText, requestBody, requiredText, takaAmount } from './rules.ts';

/**
 * Options and variants (issue 28, decision 210). Every product has at least one variant; a simple product has no
 * options and one variant whose `options` is `[]`. A variant names its value of each option by the value's `name`,
 * in the options' order.
 */

export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 50;
export const MAX_PRODUCT_VARIANTS = 250;
export const OPTION_NAME_MAX_LENGTH = 40;
export const VARIANT_CODE_MAX_LENGTH = 64;
export const VARIANT_MAX_STOCK = 1_000_000;
export const VARIANT_MAX_WEIGHT_GRAMS = 1_000_000;
/** Same bounds as a product's price (product.ts; not imported: product.ts imports this module). */
const VARIANT_MAX_PRICE = 10_000_000;

// ---- answers ------------------------------------------------------------------

/** A value of an option: its name (the shop's main language), its Bengali name, a swatch colour (`#rrggbb`). */
export const optionValueSchema = v.object({
  name: v.string(),
  bn_name: orNull(v.string()),
  color: orNull(v.string()),
});
export type OptionValue = v.InferOutput<typeof optionValueSchema>;

/** An option (সাইজ / Size) with its values in the owner's order. */
export const productOptionSchema = v.object({
  name: v.string(),
  bn_name: orNull(v.string()),
  values: v.array(optionValueSchema),
});
export type ProductOption = v.InferOutput<typeof productOptionSchema>;

/**
 * A variant as the API sends it. `selling_price`, `discount` and `discount_type` are the ones that apply (the
 * variant's own or the product's); `own_price` and `own_discount` say which. `image_id` is one of the product's
 * `images`. The shop base sends only enabled variants.
 */
export const variantSchema = v.object({
  id: idSchema,
  options: v.array(v.string()),
  selling_price: takaSchema,
  discount: takaSchema,
  discount_type: v.picklist(['PERCENT', 'FIXED']),
  own_price: v.boolean(),
  own_discount: v.boolean(),
  stock: countSchema,
  sku: orNull(v.string()),
  barcode: orNull(v.string()),
  weight_grams: orNull(countSchema),
  image_id: orNull(idSchema),
  enabled: v.boolean(),
});
export type Variant = v.InferOutput<typeof variantSchema>;

/** What a product's answers carry of its variants (product.ts spreads these into the detail schemas). */
export const productVariantsEntries = {
  options: v.optional(v.array(productOptionSchema), []),
  variants: v.optional(v.array(variantSchema), []),
};

// ---- request bodies -------------------------------------------------------------

const optionNameField = requiredText({ max: OPTION_NAME_MAX_LENGTH });
const colorField = v.pipe(
  v.nullish(v.string('validation.invalid_format')),
  v.transform((value) => value?.trim().toLowerCase() || undefined),
  v.check((value) => value === undefined || /^#[0-9a-f]{6}$/u.test(value), 'validation.invalid_format'),
);

export const optionValueBodySchema = requestBody({
  name: optionNameField,
  bn_name: optionalText({ max: OPTION_NAME_MAX_LENGTH }),
  color: colorField,
});

export const productOptionBodySchema = requestBody({
  name: optionNameField,
  bn_name: optionalText({ max: OPTION_NAME_MAX_LENGTH }),
  values: v.pipe(
    v.array(optionValueBodySchema, 'validation.invalid_format'),
    v.nonEmpty('validation.required'),
    v.maxLength(MAX_OPTION_VALUES, 'validation.max_length'),
  ),
});
export type ProductOptionBody = v.InferOutput<typeof productOptionBodySchema>;

const priceField = v.nullish(takaAmount({ min: 0, max: VARIANT_MAX_PRICE, exclusiveMin: true }), null);
const codeField = optionalText({ max: VARIANT_CODE_MAX_LENGTH });

/** The editable fields of a variant; `null` price or discount: the product's. */
const variantFieldEntries = {
  selling_price: priceField,
  /** With `discount_type`; null: the product's discount. */
  discount: v.nullish(takaAmount({ min: 0, max: VARIANT_MAX_PRICE }), null),
  discount_type: v.optional(v.picklist(['PERCENT', 'FIXED'], 'validation.invalid_format'), 'FIXED'),
  stock: integerField({ min: 0, max: VARIANT_MAX_STOCK }),
  sku: codeField,
  barcode: codeField,
  weight_grams: v.nullish(integerField({ min: 0, max: VARIANT_MAX_WEIGHT_GRAMS }), null),
  image_id: v.nullish(idField, null),
  enabled: v.optional(booleanField, true),
};

/** A percentage discount is at most 100 (a fixed one is checked against the price that applies, by the server). */
const percentAtMost100 = (input: { discount: number | null; discount_type: string }) =>
  input.discount === null || input.discount_type !== 'PERCENT' || input.discount <= 100;

export const variantBodySchema = v.pipe(
  requestBody({
    /** An existing variant of this product to keep (its id stays, so carts and orders keep pointing at it). */
    id: v.optional(idField),
    /** The variant's value of each option, by the value's name, in the options' order. */
    options: v.pipe(
      v.array(optionNameField, 'validation.invalid_format'),
      v.maxLength(MAX_PRODUCT_OPTIONS, 'validation.max_length'),
    ),
    ...variantFieldEntries,
  }),
  v.forward(v.partialCheck([['discount'], ['discount_type']], percentAtMost100, 'validation.max_value'), ['discount']),
);
export type VariantBody = v.InferOutput<typeof variantBodySchema>;

const sameText = (text: string) => text.toLocaleLowerCase();

/** The index of each repeated entry after its first (by `keyOf`; undefined keys never repeat). */
function repeatedIndexes<T>(items: readonly T[], keyOf: (item: T) => string | undefined): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === undefined) return;
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}

/**
 * `PUT /products/{id}/variants`: the product's options and all its variants, replacing what it had (variants with
 * an `id` are kept and changed, those without are added, the rest are removed; order lines keep their snapshot).
 * Rules: at most 3 options with distinct names, each with distinct values; every variant has one value of each
 * option, no two variants the same values, no two the same SKU; no options: exactly one variant.
 */
export const productVariantsBodySchema = v.pipe(
  requestBody({
    options: v.pipe(
      v.array(productOptionBodySchema, 'validation.invalid_format'),
      v.maxLength(MAX_PRODUCT_OPTIONS, 'validation.max_length'),
    ),
    variants: v.pipe(
      v.array(variantBodySchema, 'validation.invalid_format'),
      v.nonEmpty('validation.required'),
      v.maxLength(MAX_PRODUCT_VARIANTS, 'validation.max_length'),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { options, variants } = dataset.value;
    const issue = ([first, ...rest]: [string, ...(string | number)[]], message: MessageId) => {
      const item = (key: string | number): v.IssuePathItem =>
        typeof key === 'number'
          ? { type: 'array', origin: 'value', input: [], key, value: undefined }
          : { type: 'object', origin: 'value', input: {}, key, value: undefined };
      addIssue({ message, path: [item(first), ...rest.map(item)] });
    };
    for (const index of repeatedIndexes(options, (option) => sameText(option.name)))
      issue(['options', index, 'name'], 'validation.duplicate');
    options.forEach((option, optionIndex) => {
      for (const index of repeatedIndexes(option.values, (value) => sameText(value.name)))
        issue(['options', optionIndex, 'values', index, 'name'], 'validation.duplicate');
    });
    if (options.length === 0 && variants.length > 1) issue(['variants'], 'validation.max_length');
    variants.forEach((variant, index) => {
      const fits =
        variant.options.length === options.length &&
        variant.options.every((value, at) => options[at]!.values.some((known) => known.name === value));
      if (!fits) issue(['variants', index, 'options'], 'validation.variant_options');
    });
    for (const index of repeatedIndexes(variants, (variant) => JSON.stringify(variant.options)))
      issue(['variants', index, 'options'], 'validation.duplicate');
    for (const index of repeatedIndexes(variants, (variant) => variant.sku && sameText(variant.sku)))
      issue(['variants', index, 'sku'], 'validation.duplicate');
    for (const index of repeatedIndexes(variants, (variant) => variant.id?.toString()))
      issue(['variants', index, 'id'], 'validation.duplicate');
  }),
);
export type ProductVariantsBody = v.InferOutput<typeof productVariantsBodySchema>;

/** What a bulk edit may set on the chosen variants (a key left out is left as it is). */
export const variantChangesSchema = v.pipe(
  requestBody({
    selling_price: v.optional(priceField),
    discount: v.optional(variantFieldEntries.discount),
    discount_type: v.optional(v.picklist(['PERCENT', 'FIXED'], 'validation.invalid_format')),
    stock: v.optional(variantFieldEntries.stock),
    weight_grams: v.optional(variantFieldEntries.weight_grams),
    image_id: v.optional(variantFieldEntries.image_id),
    enabled: v.optional(booleanField),
  }),
  v.forward(
    v.partialCheck(
      [['discount'], ['discount_type']],
      (input) => percentAtMost100({ discount: input.discount ?? null, discount_type: input.discount_type ?? 'FIXED' }),
      'validation.max_value',
    ),
    ['discount'],
  ),
);
export type VariantChanges = v.InferOutput<typeof variantChangesSchema>;

/**
 * `PATCH /products/{id}/variants`: one change to many variants (bulk edit): those in `ids`, or, with `match`, every
 * variant whose value of each named option is the one given (`{"Colour": "Red"}`: all sizes of red). One of the two.
 */
export const bulkVariantsBodySchema = v.pipe(
  requestBody({
    ids: v.optional(
      v.pipe(
        v.array(idField, 'validation.invalid_format'),
        v.nonEmpty('validation.required'),
        v.maxLength(MAX_PRODUCT_VARIANTS, 'validation.max_length'),
      ),
    ),
    match: v.optional(
      v.pipe(
        v.record(optionNameField, optionNameField, 'validation.invalid_format'),
        v.check((match) => Object.keys(match).length > 0, 'validation.required'),
      ),
    ),
    set: variantChangesSchema,
  }),
  v.forward(
    v.partialCheck(
      [['ids'], ['match']],
      (input) => (input.ids === undefined) !== (input.match === undefined),
      'validation.required',
    ),
    ['ids'],
  ),
);
export type BulkVariantsBody = v.InferOutput<typeof bulkVariantsBodySchema>;
