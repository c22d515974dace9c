import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '../../entities/cart/cart.ts';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { setTestLocale } from '../../test/i18n.ts';
import { renderInShop } from '../../test/render.tsx';
import { BottomBar } from './bottom-bar.tsx';

describe('BottomBar', () => {
  it('has Home, Categories, Cart and Profile', async () => {
    renderInShop(<BottomBar />, { path: '/shop/rongdhonu' });
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(nav).toBeDefined();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/rongdhonu/login');
    await userEvent.click(screen.getByRole('button', { name: 'Categories' }));
    expect(useShopUiStore.getState().isCategoryDrawerOpen).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    expect(useCartStore.getState().isDrawerOpen).toBe(true);
  });

  it('shows 9+ above 9 items, in Bengali digits in bn', () => {
    renderInShop(<BottomBar />);
    const add = (times: number) =>
      act(() => {
        for (let index = 0; index < times; index += 1) useCartStore.getState().add(makeProduct({ stock: 50 }));
      });
    add(9);
    expect(screen.getByTestId('bottom-bar-cart-badge').textContent).toBe('9');
    add(1);
    expect(screen.getByTestId('bottom-bar-cart-badge').textContent).toBe('9+');
    setTestLocale('bn');
    expect(screen.getByTestId('bottom-bar-cart-badge').textContent).toBe('৯+');
  });
});
