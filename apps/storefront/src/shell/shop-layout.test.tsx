import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useCartStore } from '../entities/cart/cart.ts';
import { useShopUiStore } from '../entities/shop/shop-ui.ts';
import { makeShop } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { ShopContext } from '../lib/shop.ts';
import { activateShop } from '../entities/shop/shop-session.ts';
import { ShopLayout } from './shop-layout.tsx';

function open(path: string) {
  activateShop('rongdhonu');
  return renderRoutes(
    [
      {
        path: '/:slug',
        element: (
          <ShopContext.Provider value={makeShop()}>
            <ShopLayout />
          </ShopContext.Provider>
        ),
        children: [
          { path: 'cart', id: 'shop-cart', handle: { name: 'shop-cart' }, element: <h1>Cart page</h1> },
          { path: 'checkout', id: 'shop-checkout', handle: { name: 'shop-checkout' }, element: <h1>Checkout page</h1> },
        ],
      },
    ],
    { path },
  );
}

describe('ShopLayout', () => {
  it('renders header, the page in main, the bottom bar, and the footer when scrolled near', async () => {
    open('/rongdhonu/cart');
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('main').textContent).toBe('Cart page');
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5000 })).toBeDefined();
  });

  it('hides the footer on phones in checkout', async () => {
    open('/rongdhonu/checkout');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    expect(footer.className).toMatch(/hiddenOnMobile/u);
  });

  it('closes drawers and popups when the page changes', async () => {
    const { router } = open('/rongdhonu/cart');
    act(() => {
      useShopUiStore.getState().setCategoryDrawerOpen(true);
      useCartStore.getState().setDrawerOpen(true);
    });
    await act(() => router.navigate('/rongdhonu/checkout'));
    await waitFor(() => expect(useShopUiStore.getState().isCategoryDrawerOpen).toBe(false));
    expect(useCartStore.getState().isDrawerOpen).toBe(false);
  });
});
