/** The demo's sizes and colours as the body of `PUT /products/{id}/variants` (issue 28). */
import * as v from 'valibot';
import { productVariantsBodySchema, type ProductVariantsBody } from '@haat/domain/schemas';
import { combinations } from '@haat/domain/variants';
import type { DemoVariants } from './types.ts';

/**
 * Every combination of the options with its stock, less `sold` units (the demo orders', taken from the first
 * variants that have them), its own price where a value has one, a SKU, and the picture of its colour (`pictures`:
 * the product's picture ids, one per colour in order).
 */
export function demoVariantsBody(
  variants: DemoVariants,
  pictures: readonly number[],
  sold: number,
): ProductVariantsBody {
  const combos = combinations(variants.options);
  if (combos.length !== variants.stock.length)
    throw new Error(`Demo variants ${variants.sku}: ${combos.length} combinations, ${variants.stock.length} stocks`);
  const colour = variants.options.findIndex((option) => option.values.some((value) => value.hue !== undefined));
  let toTake = sold;
  const body = {
    options: variants.options.map((option) => ({
      name: option.name,
      bn_name: option.bnName,
      values: option.values.map((value) => ({ name: value.name, bn_name: value.bnName, color: value.color })),
    })),
    variants: combos.map((values, index) => {
      const taken = Math.min(toTake, variants.stock[index]!);
      toTake -= taken;
      const price = values.map((value) => variants.prices?.[value]).find((own) => own !== undefined);
      const colourIndex =
        colour < 0 ? -1 : variants.options[colour]!.values.findIndex((value) => value.name === values[colour]);
      return {
        options: values,
        stock: variants.stock[index]! - taken,
        selling_price: price ?? null,
        sku: [variants.sku, ...values.map((value) => value.replace(/\W+/gu, '').toUpperCase())].join('-'),
        weight_grams: variants.weightGrams,
        image_id: pictures[colourIndex] ?? null,
      };
    }),
  };
  return v.parse(productVariantsBodySchema, body);
}
