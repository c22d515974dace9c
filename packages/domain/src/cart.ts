import { multiplyPaisa, paisaFromTaka, sumPaisa, takaFromPaisa } from './money.ts';
import { unitPriceTaka, type PricedProduct } from './price.ts';
import type { Product } from './schemas/product.ts';

/** What the cart needs of a product; the whole product is kept on the item (docs/product/http-contract.md#entities). */
export interface CartProduct extends PricedProduct {
  id: number | string;
  name: string;
  stock: number;
}

/**
 * A cart line (docs/product/http-contract.md#entities "Cart item"): `price` is the unit price in taka after discount.
 * With the default product it is the shape schemas/cart.ts stores.
 */
export interface CartItem<P extends CartProduct = Product> {
  id: P['id'];
  name: string;
  price: number;
  quantity: number;
  product: P;
}

export interface CartTotals {
  /** Sum of price*quantity, in taka. */
  total: number;
  /** Sum of quantities. */
  totalItems: number;
}

export const MIN_CART_QUANTITY = 1;
/** The badge shows this many at most, then "9+" (docs/product/rules.md#other-limits). */
export const CART_BADGE_MAX = 9;

type Id = number | string;

function withQuantity<P extends CartProduct>(items: readonly CartItem<P>[], id: Id, next: (quantity: number) => number) {
  return items.map((item) => (item.id === id ? { ...item, quantity: Math.max(MIN_CART_QUANTITY, next(item.quantity)) } : item));
}

export function findCartItem<P extends CartProduct>(items: readonly CartItem<P>[], id: Id): CartItem<P> | undefined {
  return items.find((item) => item.id === id);
}

/**
 * Adds one of a product. A product already in the cart gains 1 in quantity (docs/product/rules.md#cart), up to `cap`
 * (the shop's limit per order), and takes the product's current data and price; a new one enters
 * with quantity 1 at its discounted price.
 */
export function addToCart<P extends CartProduct>(items: readonly CartItem<P>[], product: P, cap = Infinity): CartItem<P>[] {
  const fresh = { id: product.id, name: product.name, price: unitPriceTaka(product), product };
  if (!findCartItem(items, product.id)) return [...items, { ...fresh, quantity: MIN_CART_QUANTITY }];
  return items.map((item) => (item.id === product.id ? { ...fresh, quantity: Math.min(cap, item.quantity + 1) } : item));
}

/** One more, never above `cap` (the shop's limit of one product per order). */
export function increaseQuantity<P extends CartProduct>(items: readonly CartItem<P>[], id: Id, cap = Infinity): CartItem<P>[] {
  return withQuantity(items, id, (quantity) => Math.min(cap, quantity + 1));
}

/** One less, never below 1 (docs/product/rules.md#fields: decrease is disabled at 1). */
export function decreaseQuantity<P extends CartProduct>(items: readonly CartItem<P>[], id: Id): CartItem<P>[] {
  return withQuantity(items, id, (quantity) => quantity - 1);
}

export function canDecrease(item: Pick<CartItem, 'quantity'>): boolean {
  return item.quantity > MIN_CART_QUANTITY;
}

/** Sets a quantity; fractions are dropped and anything under 1 (or not a number) becomes 1. */
export function setQuantity<P extends CartProduct>(items: readonly CartItem<P>[], id: Id, quantity: number): CartItem<P>[] {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : MIN_CART_QUANTITY;
  return withQuantity(items, id, () => whole);
}

export function removeFromCart<P extends CartProduct>(items: readonly CartItem<P>[], id: Id): CartItem<P>[] {
  return items.filter((item) => item.id !== id);
}

export function clearCart<P extends CartProduct>(): CartItem<P>[] {
  return [];
}

/** Total = sum of price*quantity (computed in paisa), item count = sum of quantities (docs/product/rules.md#price). */
export function cartTotals(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): CartTotals {
  const total = sumPaisa(items.map((item) => multiplyPaisa(paisaFromTaka(item.price), item.quantity)));
  const totalItems = items.reduce((count, item) => count + item.quantity, 0);
  return { total: takaFromPaisa(total), totalItems };
}

/** The cart badge text: the count, or "9+" above 9 (docs/product/rules.md#cart). Numerals are localised by the UI. */
export function cartBadgeText(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}
