import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { useAuthStore } from '../../entities/customer/auth.ts';
import { useCartStore } from '../../entities/cart/cart.ts';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';
import { makeCustomer, makeProduct, makeShop } from '../../test/fixtures.ts';
import { setTestLocale } from '../../test/i18n.ts';
import { renderInShop } from '../../test/render.tsx';
import { TEST_API_ORIGIN } from '../../test/api-server.ts';
import { Header } from './header.tsx';

describe('Header', () => {
  it('theme 1: logo initial, name, address, search, Login and the cart count', () => {
    renderInShop(<Header />, { shop: makeShop({ theme: 1 }) });
    const header = screen.getByRole('banner');
    expect(header.dataset['headerTheme']).toBe('1');
    expect(
      within(header)
        .getByRole('link', { name: /Rongdhonu Fashion/u })
        .getAttribute('href'),
    ).toBe('/shop/rongdhonu');
    expect(within(header).getByText('Mirpur 10, Dhaka')).toBeDefined();
    expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/rongdhonu/login');
    act(() => useCartStore.getState().add(makeProduct()));
    expect(within(header).getByRole('button', { name: 'Cart, 1 item' })).toBeDefined();
    act(() => within(header).getAllByRole('button', { name: 'Search products' })[0]!.click());
    expect(useShopUiStore.getState().isSearchOpen).toBe(true);
  });

  it('theme 2: a call link with the public number and the cart total', () => {
    renderInShop(<Header />, { shop: makeShop({ theme: 2 }) });
    act(() => {
      useCartStore.getState().add(makeProduct({ selling_price: 1000, discount: 0 }));
      useCartStore.getState().add(makeProduct({ selling_price: 1000, discount: 0 }));
    });
    expect(screen.getByRole('link', { name: 'Call 01712345678' }).getAttribute('href')).toBe('tel:+8801712345678');
    expect(screen.getByTestId('header-cart-total').textContent).toBe('৳2,000');
    expect(screen.getByRole('button', { name: 'Cart, 2 items, ৳2,000' })).toBeDefined();
  });

  it('theme 3 is compact (no address) and shows Dashboard for a logged-in customer, in Bengali digits in bn', () => {
    setTestLocale('bn');
    renderInShop(<Header />, { shop: makeShop({ theme: 3 }) });
    act(() => {
      useAuthStore.getState().login({ token: 't', customer: makeCustomer() });
      for (let index = 0; index < 12; index += 1) useCartStore.getState().add(makeProduct({ stock: 50 }));
    });
    const header = screen.getByRole('banner');
    expect(header.dataset['headerTheme']).toBe('3');
    expect(within(header).queryByText('Mirpur 10, Dhaka')).toBeNull();
    expect(within(header).getByText('রংধনু ফ্যাশন')).toBeDefined();
    expect(within(header).getByRole('link', { name: 'ড্যাশবোর্ড' }).getAttribute('href')).toBe('/rongdhonu/dashboard');
    expect(screen.getByTestId('header-cart-count').textContent).toBe('৯+');
  });

  it("loads the shop's logo from the page's origin at low priority: it is never the largest picture", () => {
    renderInShop(<Header />, {
      shop: makeShop({ theme: 1, logo_url: `${TEST_API_ORIGIN}/images/shops/1/logo.webp` }),
    });
    const logo = screen.getByRole('banner').querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/images/shops/1/logo.webp');
    expect(logo?.getAttribute('fetchpriority')).toBe('low');
  });

  it('links to the root on the shop own domain', () => {
    renderInShop(<Header />, { mode: { kind: 'own', slug: 'rongdhonu', origin: 'custom-domain' } });
    expect(screen.getByRole('link', { name: /Rongdhonu Fashion/u }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });
});
