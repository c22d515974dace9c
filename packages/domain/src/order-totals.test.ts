import { describe, expect, it } from 'vitest';
import { cartTotals, addToCart, setQuantity, type CartItem } from './cart.ts';
import { orderTotals } from './order-totals.ts';

const products = {
  shirt: { id: 1, name: 'Shirt', selling_price: 500, discount: 10, discount_type: 'PERCENT', stock: 9 },
  sari: { id: 2, name: 'Sari', selling_price: 1999.99, discount: 100, discount_type: 'FIXED', stock: 9 },
  tea: { id: 3, name: 'Tea', selling_price: 0.1, discount: 0, discount_type: 'FIXED', stock: 99 },
  odd: { id: 4, name: 'Odd', selling_price: 199, discount: 12.5, discount_type: 'PERCENT', stock: 9 },
};

describe('orderTotals', () => {
  it('prices every line with the discount rule and adds the delivery charge', () => {
    const totals = orderTotals(
      [
        { product: products.shirt, quantity: 2 },
        { product: products.sari, quantity: 1 },
        { product: products.tea, quantity: 3 },
        { product: products.odd, quantity: 3 },
      ],
      60,
    );
    expect(totals).toEqual({
      items: [
        { product_id: 1, name: 'Shirt', unit_price: 450, quantity: 2, line_total: 900 },
        { product_id: 2, name: 'Sari', unit_price: 1899.99, quantity: 1, line_total: 1899.99 },
        { product_id: 3, name: 'Tea', unit_price: 0.1, quantity: 3, line_total: 0.3 },
        // 199 * 0.875 = 174.125 -> 174.13 per unit (rounded once per unit), times 3
        { product_id: 4, name: 'Odd', unit_price: 174.13, quantity: 3, line_total: 522.39 },
      ],
      subtotal: 3322.68,
      delivery_charge: 60,
      total: 3382.68,
    });
  });

  it('charges exactly what the storefront cart shows', () => {
    let cart: CartItem<(typeof products)[keyof typeof products]>[] = [];
    for (const product of Object.values(products)) cart = addToCart(cart, product);
    cart = setQuantity(setQuantity(cart, 1, 4), 3, 7);
    const order = orderTotals(
      cart.map((item) => ({ product: item.product, quantity: item.quantity })),
      0,
    );
    expect({ total: order.subtotal, totalItems: order.items.reduce((n, line) => n + line.quantity, 0) }).toEqual(
      cartTotals(cart),
    );
  });

  it('an empty order costs only the delivery', () => {
    expect(orderTotals([], 120.5)).toEqual({ items: [], subtotal: 0, delivery_charge: 120.5, total: 120.5 });
  });

  it('refuses quantities that are not positive integers and negative delivery', () => {
    expect(() => orderTotals([{ product: products.shirt, quantity: 0 }], 0)).toThrow(RangeError);
    expect(() => orderTotals([{ product: products.shirt, quantity: 1.5 }], 0)).toThrow(RangeError);
    expect(() => orderTotals([{ product: products.shirt, quantity: 1 }], -1)).toThrow(RangeError);
  });
});
