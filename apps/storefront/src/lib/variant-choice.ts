// Which variant a product page shows (issue 28 item 2, decision 211): the one `?variant=` names, else the first
// buyable one; what choosing an option value leads to; the product as the chosen variant sells it.
import { defaultVariant, findVariant, isBuyable } from '@haat/domain/variants';
import type { ProductDetail, Variant } from '@haat/domain/schemas';

/** The query parameter that names the chosen variant (a shared link opens that colour and size). */
export const VARIANT_PARAM = 'variant';

/** The variant `?variant=` names when the product sells it, else the one the page opens on; null without variants. */
export function chosenVariant(product: Pick<ProductDetail, 'variants'>, param: string | null): Variant | null {
  const id = param !== null && /^\d{1,15}$/u.test(param) ? Number(param) : null;
  const named = id === null ? undefined : product.variants.find((variant) => variant.id === id && variant.enabled);
  return named ?? defaultVariant(product.variants) ?? null;
}

/**
 * The variant a click on option `optionIndex`'s `value` leads to: the one with that value and the other current
 * choices; when the owner keeps no such combination, the first buyable (else any enabled) variant with that value.
 */
export function variantAfterChoosing(
  variants: readonly Variant[],
  current: readonly string[],
  optionIndex: number,
  value: string,
): Variant | undefined {
  const wanted = current.map((picked, index) => (index === optionIndex ? value : picked));
  const exact = findVariant(variants, wanted);
  if (exact?.enabled) return exact;
  const withValue = variants.filter((variant) => variant.enabled && variant.options[optionIndex] === value);
  return withValue.find(isBuyable) ?? withValue[0];
}

/** The product as the variant sells it: its price, discount and stock in the product's fields. */
export function asVariant<P extends Pick<ProductDetail, 'selling_price' | 'discount' | 'discount_type' | 'stock'>>(
  product: P,
  variant: Variant | null,
): P {
  if (!variant) return product;
  return {
    ...product,
    selling_price: variant.selling_price,
    discount: variant.discount,
    discount_type: variant.discount_type,
    stock: variant.enabled ? variant.stock : 0,
  };
}
