import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';
import { ok, startTestApi, type TestApi } from '../../test/api-server.ts';
import { renderInShop } from '../../test/render.tsx';
import { CategoryDrawerHost } from './category-drawer-host.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

describe('category drawer', () => {
  it('is 320px from the left and links each category with its id', async () => {
    api.on(
      'GET',
      '/api/shop/product/product_sub_categories',
      ok([
        { id: 3, slug: 'saree', name: 'Saree', bn_name: 'শাড়ি', icon: '👗', product_count: 12 },
        { id: 4, slug: 'panjabi', name: 'Panjabi', bn_name: null, icon: null, product_count: 3 },
      ]),
    );
    renderInShop(<CategoryDrawerHost />);
    act(() => useShopUiStore.getState().setCategoryDrawerOpen(true));
    const drawer = await screen.findByRole('dialog', { name: 'Categories' }, { timeout: 5000 });
    expect(drawer.style.width).toBe('320px');
    expect(drawer.dataset['side']).toBe('left');
    const saree = await within(drawer).findByRole('link', { name: /Saree/u });
    expect(saree.getAttribute('href')).toBe('/rongdhonu/category/saree?id=3');
    expect(
      within(drawer)
        .getByRole('link', { name: /All products/u })
        .getAttribute('href'),
    ).toBe('/shop/rongdhonu');
    expect(api.requests[0]?.url.searchParams.get('shop_id')).toBe('7');
  });

  it('draws category icons with the app’s own icons, never an emoji (an empty box without an emoji font)', async () => {
    api.on(
      'GET',
      '/api/shop/product/product_sub_categories',
      ok([
        { id: 3, slug: 'saree', name: 'Saree', bn_name: null, icon: '👗', product_count: 12 },
        { id: 5, slug: 'books', name: 'Books', bn_name: null, icon: 'book', product_count: 2 },
        { id: 4, slug: 'panjabi', name: 'Panjabi', bn_name: null, icon: null, product_count: 3 },
        { id: 6, slug: 'misc', name: 'Misc', bn_name: null, icon: '🦄', product_count: 1 },
      ]),
    );
    renderInShop(<CategoryDrawerHost />);
    act(() => useShopUiStore.getState().setCategoryDrawerOpen(true));
    const drawer = await screen.findByRole('dialog', { name: 'Categories' }, { timeout: 5000 });
    await within(drawer).findByRole('link', { name: /Saree/u });
    expect(drawer.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    const iconOf = (name: string) =>
      within(drawer)
        .getByRole('link', { name: new RegExp(name, 'u') })
        .querySelector('svg')
        ?.getAttribute('class');
    expect(iconOf('Saree')).toContain('lucide-shirt');
    expect(iconOf('Books')).toContain('lucide-book-open');
    expect(iconOf('Panjabi')).toContain('lucide-shopping-bag');
    expect(iconOf('Misc')).toContain('lucide-shopping-bag');
  });
});
