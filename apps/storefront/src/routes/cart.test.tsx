import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '../entities/cart/cart.ts';
import { makeProduct } from '../test/fixtures.ts';
import { setTestLocale } from '../test/i18n.ts';
import { renderInShop } from '../test/render.tsx';
import CartRoute from './cart.tsx';

function fill() {
  const cart = useCartStore.getState();
  cart.load('rongdhonu');
  cart.add(
    makeProduct({
      id: 11,
      name: 'Jamdani saree',
      bn_name: null,
      selling_price: 2500,
      discount: 10,
      discount_type: 'PERCENT',
      stock: 3,
    }),
  );
  cart.add(
    makeProduct({ id: 12, slug: 'lungi', name: 'Lungi', bn_name: null, selling_price: 450, discount: 0, stock: 9 }),
  );
}

describe('cart page', () => {
  it('changes quantities with decrease disabled at 1 and increase at the stock, and keeps the subtotal', async () => {
    fill();
    renderInShop(<CartRoute />, { path: '/rongdhonu/cart' });
    const saree = screen.getByRole('listitem', { name: 'Jamdani saree' });
    const decrease = within(saree).getByRole('button', { name: 'Decrease quantity of Jamdani saree' });
    const increase = within(saree).getByRole('button', { name: 'Increase quantity of Jamdani saree' });
    expect(decrease).toHaveProperty('disabled', true);
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(increase).toHaveProperty('disabled', true);
    expect(decrease).toHaveProperty('disabled', false);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('৳7,200')).toBeDefined();
    expect(screen.getByRole('link', { name: /Order on cash on delivery/ }).getAttribute('href')).toBe(
      '/rongdhonu/checkout',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Lungi from cart' }));
    expect(await screen.findByText('Item removed from cart')).toBeDefined();
    expect(within(summary).getByText('৳6,750')).toBeDefined();
  });

  it('shows Bengali numerals and the empty state after clearing', () => {
    fill();
    setTestLocale('bn');
    renderInShop(<CartRoute />, { path: '/rongdhonu/cart' });
    expect(screen.getByText('আপনার কার্টে ২টি পণ্য')).toBeDefined();
    act(() => useCartStore.getState().clear());
    expect(screen.getByRole('heading', { name: 'আপনার কার্ট খালি' })).toBeDefined();
  });
});
