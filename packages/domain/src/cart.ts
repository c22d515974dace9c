import { multiplyPaisa, paisaFromTaka, sumPaisa, takaFromPaisa } from './money.ts';
import { unitPriceTaka, type PricedProduct } from './price.ts';
import type { Product } from './schemas/product.ts';
import type { ChosenOption } from './variants.ts';

/** What the cart needs of a product; the whole product is kept on the item (docs/product/http-contract.md#entities). */
export interface CartProduct extends PricedProduct {
  id: number | string;
  name: string;
  stock: number;
}

/** The variant of a cart line: its id, its options as named when it was added, its SKU (decision 212). */
export interface CartVariant {
  id: number;
  options: ChosenOption[];
  sku: string | null;
}

/**
 * A cart line (docs/product/http-contract.md#entities "Cart item"): `price` is the unit price in taka after discount.
 * `id` is the line's: the product's id for a simple product, `<product id>:<variant id>` for a variant (so two sizes
 * of one kurti are two lines). With the default product it is the shape schemas/cart.ts stores.
 */
export interface CartItem<P extends CartProduct = Product> {
  id: P['id'] | string;
  name: string;
  price: number;
  quantity: number;
  product: P;
  /** The chosen variant of a product with options; absent for a simple product. */
  variant?: CartVariant | undefined;
}

/** A cart line's id: the product's, or `<product id>:<variant id>` for a variant. */
export function cartLineId<I extends number | string>(productId: I, variant?: { id: number } | null): I | string {
  return variant ? `${productId}:${variant.id}` : productId;
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

/**
 * The most of one product a cart line may hold: the shop's cap per order (`cap`) and the product's
 * stock. Never under 1: a line whose product sold out stays (the checkout flags it) until removed.
 */
export function lineLimit(product: Pick<CartProduct, 'stock'>, cap = Infinity): number {
  return Math.max(MIN_CART_QUANTITY, Math.min(cap, product.stock));
}

/** A line's total (price*quantity), computed in paisa, in taka: the one place a cart line is totalled. */
export function cartLineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return takaFromPaisa(lineTotalPaisa(item));
}

const lineTotalPaisa = (item: Pick<CartItem, 'price' | 'quantity'>) =>
  multiplyPaisa(paisaFromTaka(item.price), item.quantity);

function withQuantity<P extends CartProduct>(
  items: readonly CartItem<P>[],
  id: Id,
  next: (quantity: number) => number,
  cap = Infinity,
) {
  return items.map((item) =>
    item.id === id
      ? { ...item, quantity: Math.max(MIN_CART_QUANTITY, Math.min(lineLimit(item.product, cap), next(item.quantity))) }
      : item,
  );
}

export function findCartItem<P extends CartProduct>(items: readonly CartItem<P>[], id: Id): CartItem<P> | undefined {
  return items.find((item) => item.id === id);
}

/**
 * Adds `quantity` (1 unless given) of a product, or of its `variant` (then `product` carries the variant's price,
 * discount and stock). A line already in the cart gains that many (docs/product/rules.md#cart) and takes the current
 * data and price; a new one enters at its discounted price. Either way the line never holds more than `cap` (the
 * shop's limit per order) or the stock.
 */
export function addToCart<P extends CartProduct>(
  items: readonly CartItem<P>[],
  product: P,
  cap = Infinity,
  quantity = MIN_CART_QUANTITY,
  variant?: CartVariant,
): CartItem<P>[] {
  const id = cartLineId(product.id, variant);
  const fresh: Omit<CartItem<P>, 'quantity'> = {
    id,
    name: product.name,
    price: unitPriceTaka(product),
    product,
    ...(variant ? { variant } : {}),
  };
  const limit = lineLimit(product, cap);
  const existing = findCartItem(items, id);
  if (!existing) return [...items, { ...fresh, quantity: Math.min(limit, Math.max(MIN_CART_QUANTITY, quantity)) }];
  return items.map((item) =>
    item === existing ? { ...fresh, quantity: Math.min(limit, item.quantity + quantity) } : item,
  );
}

/** One more, never above `cap` (the shop's limit of one product per order) or the product's stock. */
export function increaseQuantity<P extends CartProduct>(
  items: readonly CartItem<P>[],
  id: Id,
  cap = Infinity,
): CartItem<P>[] {
  return withQuantity(items, id, (quantity) => quantity + 1, cap);
}

/** Whether a line may take one more (`cap`: the shop's limit per order). */
export function canIncrease(item: { quantity: number; product: Pick<CartProduct, 'stock'> }, cap = Infinity): boolean {
  return item.quantity < lineLimit(item.product, cap);
}

/** One less, never below 1 (docs/product/rules.md#fields: decrease is disabled at 1). */
export function decreaseQuantity<P extends CartProduct>(items: readonly CartItem<P>[], id: Id): CartItem<P>[] {
  return withQuantity(items, id, (quantity) => quantity - 1);
}

export function canDecrease(item: Pick<CartItem, 'quantity'>): boolean {
  return item.quantity > MIN_CART_QUANTITY;
}

/** Sets a quantity; fractions are dropped, anything under 1 (or not a number) becomes 1, never above the stock or `cap`. */
export function setQuantity<P extends CartProduct>(
  items: readonly CartItem<P>[],
  id: Id,
  quantity: number,
  cap = Infinity,
): CartItem<P>[] {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : MIN_CART_QUANTITY;
  return withQuantity(items, id, () => whole, cap);
}

export function removeFromCart<P extends CartProduct>(items: readonly CartItem<P>[], id: Id): CartItem<P>[] {
  return items.filter((item) => item.id !== id);
}

export function clearCart<P extends CartProduct>(): CartItem<P>[] {
  return [];
}

/** Total = sum of price*quantity (computed in paisa), item count = sum of quantities (docs/product/rules.md#price). */
export function cartTotals(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): CartTotals {
  const total = sumPaisa(items.map(lineTotalPaisa));
  const totalItems = items.reduce((count, item) => count + item.quantity, 0);
  return { total: takaFromPaisa(total), totalItems };
}

/** The cart badge text: the count, or "9+" above 9 (docs/product/rules.md#cart). Numerals are localised by the UI. */
export function cartBadgeText(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

/** What changed on a cart line when it was compared with its product as the shop has it now. */
export interface CartLineChange<I extends Id = Product['id'] | string> {
  id: I;
  /** The unit price before and after, when it changed. */
  price?: { before: number; after: number };
  /** The quantity before and after, when the stock (or the cap) no longer covers it. */
  quantity?: { before: number; after: number };
  /** The product has no stock left: the line must be removed before ordering. */
  soldOut: boolean;
}

/** What a refresh needs of a variant that a product's detail answer carries (price fields as they apply to it). */
export interface CurrentVariant {
  id: number;
  selling_price: number;
  discount: number;
  discount_type: string;
  stock: number;
  enabled: boolean;
}

/**
 * The product as a line sells it now: the product itself for a simple line; for a variant line, the product with the
 * variant's price and stock (a variant switched off or deleted has none left). Undefined when `product` is not given,
 * or is a list answer without variants (the server then checks the variant when the order is placed, decision 212).
 */
function soldNow<P extends CartProduct>(
  item: CartItem<P>,
  product: (P & { variants?: readonly CurrentVariant[] }) | undefined,
): P | undefined {
  if (!product || !item.variant) return product;
  if (!product.variants) return undefined;
  const variant = product.variants.find((candidate) => candidate.id === item.variant?.id);
  if (!variant) return { ...product, stock: 0 };
  return {
    ...product,
    selling_price: variant.selling_price,
    discount: variant.discount,
    discount_type: variant.discount_type,
    stock: variant.enabled ? variant.stock : 0,
  };
}

/**
 * The cart with the lines of `current` products (as the shop has them now) taking their current data and price,
 * quantities cut to the stock and `cap`; and what changed, per line, for the shopper to see. A variant line takes its
 * variant's price and stock from a detail answer's `variants`. Lines of products not in `current`, and variant lines
 * given a list answer (no variants), are kept as they are.
 */
export function refreshCart<P extends CartProduct>(
  items: readonly CartItem<P>[],
  current: readonly (P & { variants?: readonly CurrentVariant[] })[],
  cap = Infinity,
): { items: CartItem<P>[]; changes: CartLineChange<P['id'] | string>[] } {
  const byId = new Map(current.map((product) => [product.id, product]));
  const changes: CartLineChange<P['id'] | string>[] = [];
  const refreshed = items.map((item) => {
    const product = soldNow(item, byId.get(item.product.id));
    if (!product) return item;
    const price = unitPriceTaka(product);
    const quantity = Math.min(item.quantity, lineLimit(product, cap));
    const change: CartLineChange<P['id'] | string> = { id: item.id, soldOut: product.stock <= 0 };
    if (price !== item.price) change.price = { before: item.price, after: price };
    if (quantity !== item.quantity) change.quantity = { before: item.quantity, after: quantity };
    if (change.price || change.quantity || change.soldOut) changes.push(change);
    return { ...item, name: product.name, price, quantity, product };
  });
  return { items: refreshed, changes };
}
