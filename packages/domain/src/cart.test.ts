import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  canDecrease,
  canIncrease,
  cartBadgeText,
  cartLineTotal,
  cartTotals,
  clearCart,
  decreaseQuantity,
  findCartItem,
  increaseQuantity,
  lineLimit,
  refreshCart,
  removeFromCart,
  setQuantity,
  type CartItem,
} from './cart.ts';
import { cartItemSchema } from './schemas/cart.ts';

interface TestProduct {
  id: number;
  name: string;
  slug: string;
  selling_price: number;
  discount: number;
  discount_type: 'PERCENT' | 'FIXED';
  stock: number;
}

const shirt: TestProduct = {
  id: 1,
  name: 'Shirt',
  slug: 'shirt',
  selling_price: 500,
  discount: 10,
  discount_type: 'PERCENT',
  stock: 8,
};
const sari: TestProduct = {
  id: 2,
  name: 'শাড়ি',
  slug: 'sari',
  selling_price: 1999.99,
  discount: 100,
  discount_type: 'FIXED',
  stock: 3,
};
const tea: TestProduct = {
  id: 3,
  name: 'Tea',
  slug: 'tea',
  selling_price: 0.1,
  discount: 0,
  discount_type: 'FIXED',
  stock: 50,
};

const cartOf = (...products: TestProduct[]) =>
  products.reduce<CartItem<TestProduct>[]>((items, product) => addToCart(items, product), []);

describe('the shop’s cap on one product per order', () => {
  it('stops adding and increasing at the cap', () => {
    let items = addToCart([], shirt, 2);
    items = addToCart(items, shirt, 2);
    items = addToCart(items, shirt, 2);
    expect(items[0]?.quantity).toBe(2);
    expect(increaseQuantity(items, shirt.id, 2)[0]?.quantity).toBe(2);
    expect(increaseQuantity(items, shirt.id, 3)[0]?.quantity).toBe(3);
  });
});

describe('the product’s stock caps every quantity', () => {
  const lastOne = { ...shirt, stock: 1 };

  it('adding, increasing and setting never go above the stock', () => {
    let items = addToCart([], lastOne);
    items = addToCart(items, lastOne);
    expect(items[0]?.quantity).toBe(1);
    expect(increaseQuantity(items, lastOne.id)[0]?.quantity).toBe(1);
    expect(setQuantity(items, lastOne.id, 5)[0]?.quantity).toBe(1);
    expect(canIncrease(items[0]!)).toBe(false);
    expect(addToCart([], sari, Infinity, 5)[0]?.quantity).toBe(3);
    expect(addToCart([], sari, 2, 5)[0]?.quantity).toBe(2);
  });

  it('the limit is the smaller of stock and cap, never under 1', () => {
    expect(lineLimit(sari, 10)).toBe(3);
    expect(lineLimit(sari, 2)).toBe(2);
    expect(lineLimit({ stock: 0 })).toBe(1);
  });
});

describe('addToCart with a quantity', () => {
  it('adds that many at once', () => {
    expect(addToCart([], shirt, Infinity, 2)[0]?.quantity).toBe(2);
    expect(addToCart(addToCart([], shirt, Infinity, 2), shirt, Infinity, 3)[0]?.quantity).toBe(5);
  });
});

describe('refreshCart', () => {
  it('takes current prices, cuts quantities to the stock and says per line what changed', () => {
    const cart = addToCart(addToCart(addToCart([], shirt, Infinity, 4), sari, Infinity, 2), tea);
    const dearer = { ...shirt, discount: 0, stock: 2 };
    const soldOut = { ...sari, stock: 0 };
    const { items, changes } = refreshCart(cart, [dearer, soldOut, tea]);
    expect(items.map((item) => [item.id, item.price, item.quantity])).toEqual([
      [1, 500, 2],
      [2, 1899.99, 1],
      [3, 0.1, 1],
    ]);
    expect(items[0]?.product).toBe(dearer);
    expect(changes).toEqual([
      { id: 1, price: { before: 450, after: 500 }, quantity: { before: 4, after: 2 }, soldOut: false },
      { id: 2, quantity: { before: 2, after: 1 }, soldOut: true },
    ]);
  });

  it('keeps lines whose product it was not given', () => {
    const cart = cartOf(shirt, sari);
    expect(refreshCart(cart, [])).toEqual({ items: cart, changes: [] });
  });
});

describe('variant lines (decision 212)', () => {
  const m = { id: 21, options: [{ name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null }], sku: 'SH-M' };
  const l = { id: 22, options: [{ name: 'Size', bn_name: 'সাইজ', value: 'L', bn_value: null }], sku: 'SH-L' };
  it('two variants of one product are two lines, each at its own price and stock', () => {
    let items = addToCart<TestProduct>([], { ...shirt, stock: 2 }, Infinity, 1, m);
    items = addToCart(items, { ...shirt, selling_price: 600, stock: 5 }, Infinity, 3, l);
    items = addToCart(items, { ...shirt, stock: 2 }, Infinity, 5, m);
    expect(items.map((item) => [item.id, item.price, item.quantity, item.variant?.sku])).toEqual([
      ['1:21', 450, 2, 'SH-M'],
      ['1:22', 540, 3, 'SH-L'],
    ]);
    expect(increaseQuantity(items, '1:22').map((item) => item.quantity)).toEqual([2, 4]);
    expect(removeFromCart(items, '1:21').map((item) => item.id)).toEqual(['1:22']);
  });
  it('a refresh with a list answer (no variants) leaves variant lines to the server', () => {
    const items = addToCart<TestProduct>([], shirt, Infinity, 1, m);
    const { items: after, changes } = refreshCart(items, [{ ...shirt, selling_price: 900, stock: 0 }]);
    expect(after).toEqual(items);
    expect(changes).toEqual([]);
  });
  it("a refresh with a detail answer takes each variant line's own price and stock", () => {
    const variantOf = (id: number, fields: Partial<{ selling_price: number; stock: number; enabled: boolean }>) => ({
      id,
      selling_price: 500,
      discount: 0,
      discount_type: 'FIXED',
      stock: 5,
      enabled: true,
      ...fields,
    });
    let items = addToCart<TestProduct>([], { ...shirt, discount: 0 }, Infinity, 3, m);
    items = addToCart(items, { ...shirt, discount: 0 }, Infinity, 1, l);
    items = addToCart(items, { ...sari, discount: 0 }, Infinity, 2);
    // M is dearer and down to 2; L was switched off; the simple sari line is unchanged.
    const detail = {
      ...shirt,
      variants: [variantOf(21, { selling_price: 650, stock: 2 }), variantOf(22, { enabled: false })],
    };
    const { items: after, changes } = refreshCart(items, [detail]);
    expect(after.map((item) => [item.id, item.price, item.quantity, item.variant?.sku])).toEqual([
      ['1:21', 650, 2, 'SH-M'],
      ['1:22', 500, 1, 'SH-L'],
      [2, 1999.99, 2, undefined],
    ]);
    expect(changes).toEqual([
      { id: '1:21', price: { before: 500, after: 650 }, quantity: { before: 3, after: 2 }, soldOut: false },
      { id: '1:22', soldOut: true },
    ]);
    // A variant the product no longer has is sold out too.
    const gone = refreshCart(items, [{ ...shirt, discount: 0, variants: [variantOf(21, {})] }]);
    expect(gone.changes).toContainEqual({ id: '1:22', soldOut: true });
  });
  it('is stored and read back; a malformed line id is dropped', () => {
    const product = { ...shirt, bn_name: null, image_url: null, thumbnail_url: null, category_id: null };
    const line = addToCart([], product, Infinity, 1, m)[0]!;
    expect(v.parse(cartItemSchema, JSON.parse(JSON.stringify(line)))).toMatchObject({ id: '1:21', variant: m });
    expect(v.safeParse(cartItemSchema, { ...line, id: '1:x' }).success).toBe(false);
  });
});

describe('cartLineTotal', () => {
  it('totals a line in paisa: no float drift', () => {
    expect(cartLineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(cartLineTotal({ price: 1999.99, quantity: 3 })).toBe(5999.97);
  });
});

describe('addToCart', () => {
  it('a new product enters with quantity 1 at its price after discount', () => {
    expect(addToCart([], shirt)).toEqual([{ id: 1, name: 'Shirt', price: 450, quantity: 1, product: shirt }]);
  });

  it('docs/product/rules.md#cart Cart: adding an item already in the cart increases its quantity by 1', () => {
    const cart = cartOf(shirt, sari, shirt);
    expect(cart.map((item) => [item.id, item.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('re-adding takes the product’s current price', () => {
    const cheaper = { ...shirt, discount: 50 };
    expect(addToCart(cartOf(shirt), cheaper)).toEqual([
      { id: 1, name: 'Shirt', price: 250, quantity: 2, product: cheaper },
    ]);
  });

  it('does not change the cart it was given', () => {
    const cart = cartOf(shirt);
    const snapshot = structuredClone(cart);
    addToCart(cart, shirt);
    addToCart(cart, sari);
    expect(cart).toEqual(snapshot);
  });
});

describe('quantities', () => {
  it('increase adds one to that item only', () => {
    const cart = increaseQuantity(cartOf(shirt, sari), 2);
    expect(cart.map((item) => item.quantity)).toEqual([1, 2]);
  });

  it('docs/product/rules.md#cart Cart: minimum quantity 1 — decrease stops at 1 and is disabled there (docs/product/rules.md#fields)', () => {
    let cart = cartOf(shirt, shirt, shirt);
    cart = decreaseQuantity(cart, 1);
    expect(findCartItem(cart, 1)?.quantity).toBe(2);
    expect(canDecrease(cart[0]!)).toBe(true);
    cart = decreaseQuantity(cart, 1);
    expect(canDecrease(cart[0]!)).toBe(false);
    cart = decreaseQuantity(cart, 1);
    expect(findCartItem(cart, 1)?.quantity).toBe(1);
  });

  it('setQuantity sets whole quantities and never goes below 1', () => {
    const cart = cartOf(shirt);
    expect(setQuantity(cart, 1, 7)[0]?.quantity).toBe(7);
    expect(setQuantity(cart, 1, 2.9)[0]?.quantity).toBe(2);
    expect(setQuantity(cart, 1, 0)[0]?.quantity).toBe(1);
    expect(setQuantity(cart, 1, -4)[0]?.quantity).toBe(1);
    expect(setQuantity(cart, 1, Number.NaN)[0]?.quantity).toBe(1);
  });

  it('no sequence of operations takes a quantity below 1', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), product: fc.constantFrom(shirt, sari, tea) }),
      fc.record({ kind: fc.constantFrom('increase' as const, 'decrease' as const), id: fc.constantFrom(1, 2, 3) }),
      fc.record({
        kind: fc.constant('set' as const),
        id: fc.constantFrom(1, 2, 3),
        quantity: fc.integer({ min: -5, max: 20 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let cart: CartItem<TestProduct>[] = [];
        for (const step of ops) {
          if (step.kind === 'add') cart = addToCart(cart, step.product);
          else if (step.kind === 'increase') cart = increaseQuantity(cart, step.id);
          else if (step.kind === 'decrease') cart = decreaseQuantity(cart, step.id);
          else if (step.kind === 'set') cart = setQuantity(cart, step.id, step.quantity);
        }
        for (const item of cart) expect(item.quantity).toBeGreaterThanOrEqual(1);
        expect(new Set(cart.map((item) => item.id)).size).toBe(cart.length);
      }),
    );
  });
});

describe('remove and clear', () => {
  it('remove drops only that item', () => {
    expect(removeFromCart(cartOf(shirt, sari), 1).map((item) => item.id)).toEqual([2]);
  });
  it('clear empties the cart', () => {
    expect(clearCart()).toEqual([]);
    expect(cartTotals(clearCart())).toEqual({ total: 0, totalItems: 0 });
  });
});

describe('docs/product/rules.md#price Cart: total = sum of price*quantity, item count = sum of quantities', () => {
  it('totals a whole cart', () => {
    // 2 shirts at 450 (500 - 10%), 1 sari at 1899.99 (1999.99 - 100), 3 teas at 0.1: 900 + 1899.99 + 0.30
    const cart = setQuantity(cartOf(shirt, shirt, sari, tea), 3, 3);
    expect(cartTotals(cart)).toEqual({ total: 2800.29, totalItems: 6 });
  });

  it('has no float drift: ten items at 0.1 taka total exactly 1 taka', () => {
    expect(cartTotals(setQuantity(cartOf(tea), 3, 10))).toEqual({ total: 1, totalItems: 10 });
    expect(
      cartTotals([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toEqual({ total: 0.3, totalItems: 2 });
  });

  it('matches the sum of line totals in paisa for any cart', () => {
    const line = fc.record({
      paisa: fc.integer({ min: 0, max: 10_000_00 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const items = lines.map((l) => ({ price: l.paisa / 100, quantity: l.quantity }));
        expect(cartTotals(items)).toEqual({
          total: lines.reduce((sum, l) => sum + l.paisa * l.quantity, 0) / 100,
          totalItems: lines.reduce((sum, l) => sum + l.quantity, 0),
        });
      }),
    );
  });
});

describe('docs/product/rules.md#layout-constants Layout: badge shows 9+ above 9', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%d items shows %s', (count, text) => {
    expect(cartBadgeText(count)).toBe(text);
  });
});

describe('a cart read back from local storage', () => {
  it('parses with the stored cart schema and keeps working', () => {
    const product = { ...shirt, bn_name: null, image_url: null, thumbnail_url: null, category_id: null };
    const saved = JSON.stringify(addToCart([], product));
    const restored = v.parse(v.array(cartItemSchema), JSON.parse(saved));
    expect(cartTotals(addToCart(restored, product))).toEqual({ total: 900, totalItems: 2 });
  });
});
