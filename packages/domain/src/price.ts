import { nonNegativePaisa, paisaFromTaka, percentOf, subtractPaisa, takaFromPaisa, type Paisa } from './money.ts';

/** What price math needs of a product (docs/product/http-contract.md#entities): taka amounts as on the wire. */
export interface PricedProduct {
  selling_price: number;
  discount: number;
  /** 'PERCENT', or anything else for a fixed amount of taka (docs/product/rules.md#other-limits). */
  discount_type: string;
}

const isPercent = (discountType: string): boolean => discountType.toUpperCase() === 'PERCENT';
/** A negative discount is bad data; it never raises the price. */
const effectiveDiscount = (product: PricedProduct): number => Math.max(0, product.discount);

/**
 * The price a customer pays for one unit (docs/product/rules.md#price "Price"): PERCENT gives
 * selling_price*(1-discount/100), otherwise selling_price minus the discount; never below zero.
 */
export function unitPrice(product: PricedProduct): Paisa {
  const selling = paisaFromTaka(product.selling_price);
  const discount = effectiveDiscount(product);
  const price = isPercent(product.discount_type)
    ? percentOf(selling, 100 - discount)
    : subtractPaisa(selling, paisaFromTaka(discount));
  return nonNegativePaisa(price);
}

/** The unit price as taka for the wire and for cart items. */
export function unitPriceTaka(product: PricedProduct): number {
  return takaFromPaisa(unitPrice(product));
}

/** Whether the customer pays less than the selling price. */
export function hasDiscount(product: PricedProduct): boolean {
  return unitPrice(product) < paisaFromTaka(product.selling_price);
}

/** What a discount badge says, as data; @haat/i18n formats it. `value` is a percent or taka. */
export type DiscountLabel = { kind: 'percent'; value: number } | { kind: 'amount'; value: number };

export function discountLabel(product: PricedProduct): DiscountLabel | null {
  if (!hasDiscount(product)) return null;
  if (isPercent(product.discount_type)) return { kind: 'percent', value: Math.min(100, effectiveDiscount(product)) };
  const saved = subtractPaisa(paisaFromTaka(product.selling_price), unitPrice(product));
  return { kind: 'amount', value: takaFromPaisa(saved) };
}
