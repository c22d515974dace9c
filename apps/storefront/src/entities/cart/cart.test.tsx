import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { readJson, storageKeys, writeJson } from '../../lib/storage.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { LazyToaster, Providers, TOAST_WAIT } from '../../test/render.tsx';
import { useCartStore } from './cart.ts';

const saree = makeProduct({ id: 1, selling_price: 2500, discount: 10, discount_type: 'PERCENT' });
const rice = makeProduct({
  id: 2,
  slug: 'rice',
  name: 'Rice 5 kg',
  selling_price: 450,
  discount: 50,
  discount_type: 'FIXED',
});
const cart = () => useCartStore.getState();

/** A fresh page load: the store as the app starts, then the shop's cart read back. */
function reload(slug: string) {
  useCartStore.setState(useCartStore.getInitialState(), true);
  cart().load(slug);
}

describe('cart store', () => {
  it('adds at the discounted price, counts quantities and opens the confirmation popup', () => {
    cart().load('rongdhonu');
    act(() => {
      cart().add(saree);
      cart().add(rice);
      cart().add(saree);
    });
    expect(cart().items.map((item) => [item.id, item.price, item.quantity])).toEqual([
      [1, 2250, 2],
      [2, 400, 1],
    ]);
    expect(cart().total).toBe(4900);
    expect(cart().totalItems).toBe(3);
    expect(cart().isConfirmationOpen).toBe(true);
    expect(cart().lastAddedItem?.id).toBe(1);
  });

  it('never goes below 1 and keeps totals in step', () => {
    cart().load('rongdhonu');
    cart().add(rice);
    cart().decrease(2);
    expect(cart().items[0]?.quantity).toBe(1);
    cart().increase(2);
    cart().increase(2);
    cart().decrease(2);
    expect(cart().items[0]?.quantity).toBe(2);
    expect(cart().total).toBe(800);
  });

  it('persists under {slug}_cart and survives a reload', () => {
    cart().load('rongdhonu');
    cart().add(saree);
    cart().increase(1);
    reload('rongdhonu');
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0]?.quantity).toBe(2);
    expect(cart().totalItems).toBe(2);
    expect(readJson(storageKeys.cart('rongdhonu'))).toHaveLength(1);
  });

  it('keeps one cart per shop', () => {
    cart().load('rongdhonu');
    cart().add(saree);
    cart().load('shobji-bazar');
    expect(cart().items).toEqual([]);
    cart().add(rice);
    cart().load('rongdhonu');
    expect(cart().items.map((item) => item.id)).toEqual([1]);
  });

  it('drops stored lines that are not valid cart items', () => {
    writeJson(storageKeys.cart('rongdhonu'), [
      { id: 1, name: 'Saree', price: 2250, quantity: 2, product: saree },
      { id: 9, name: 'Bad', price: 'free', quantity: 1, product: saree },
      { id: 3, name: 'No product', price: 5, quantity: 0 },
    ]);
    cart().load('rongdhonu');
    expect(cart().items.map((item) => item.id)).toEqual([1]);
    writeJson(storageKeys.cart('rongdhonu'), { not: 'a list' });
    cart().load('rongdhonu');
    expect(cart().items).toEqual([]);
  });

  it('toasts "Item removed from cart" and "Cart cleared" (not after an order)', async () => {
    render(
      <Providers>
        <LazyToaster />
      </Providers>,
    );
    cart().load('rongdhonu');
    act(() => {
      cart().add(saree);
      cart().add(rice);
      cart().remove(1);
    });
    expect(await screen.findByText('Item removed from cart', {}, TOAST_WAIT)).toBeDefined();
    expect(cart().items.map((item) => item.id)).toEqual([2]);
    act(() => cart().clear());
    expect(await screen.findByText('Cart cleared', {}, TOAST_WAIT)).toBeDefined();
    expect(cart().items).toEqual([]);
    expect(readJson(storageKeys.cart('rongdhonu'))).toEqual([]);
    act(() => {
      cart().add(rice);
      cart().clear({ silent: true });
    });
    expect(screen.getAllByText('Cart cleared')).toHaveLength(1);
  });

  it('opening the drawer closes the popup', () => {
    cart().load('rongdhonu');
    cart().add(saree);
    cart().setDrawerOpen(true);
    expect(cart().isDrawerOpen).toBe(true);
    expect(cart().isConfirmationOpen).toBe(false);
  });
});
