import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchHistoryStore } from '../../entities/search/search-history.ts';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';
import { ok, startTestApi, type TestApi } from '../../test/api-server.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { renderInShop } from '../../test/render.tsx';
import { SearchHost } from './search-host.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

const page = (products: unknown[]) =>
  ok({ data: products, current_page: 1, per_page: 100, total: products.length, last_page: 1 });

async function openSearch() {
  act(() => useShopUiStore.getState().setSearchOpen(true));
  return screen.findByRole('searchbox', { name: 'Search products' }, { timeout: 5000 });
}

describe('search overlay', () => {
  it('searches from 2 characters after a 500 ms pause, for up to 100 results of this shop', async () => {
    api.on(
      'GET',
      '/api/shop/products/search/sa',
      page([makeProduct(), makeProduct({ id: 12, slug: 'salwar', name: 'Salwar', bn_name: null, stock: 0 })]),
    );
    const user = userEvent.setup();
    renderInShop(<SearchHost />);
    const input = await openSearch();
    await user.type(input, 's');
    await new Promise((resolve) => setTimeout(resolve, 650));
    expect(api.requests).toHaveLength(0);
    const typedAt = Date.now();
    await user.type(input, 'a');
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(480);
    const request = api.requests[0]!;
    expect(request.url.searchParams.get('shop_id')).toBe('7');
    expect(request.url.searchParams.get('per_page')).toBe('100');
    expect(await screen.findByText('2 products found')).toBeDefined();
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(
      within(results)
        .getByRole('link', { name: /Salwar/u })
        .getAttribute('href'),
    ).toBe('/rongdhonu/product/salwar');
    expect(within(results).getByText('Out of stock')).toBeDefined();
  });

  it('remembers a submitted search per shop, and closing clears the query and results', async () => {
    api.on('GET', '/api/shop/products/search/rice', page([]));
    const user = userEvent.setup();
    renderInShop(<SearchHost />);
    const input = await openSearch();
    await user.type(input, 'rice{Enter}');
    expect(await screen.findByText('No products found for “rice”.')).toBeDefined();
    expect(useSearchHistoryStore.getState().terms).toEqual(['rice']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('searchbox')).toBeNull());
    expect(useShopUiStore.getState().isSearchOpen).toBe(false);
    const again = await openSearch();
    expect(again).toHaveProperty('value', '');
    expect(screen.queryByText('No products found for “rice”.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'rice' }));
    expect(again).toHaveProperty('value', 'rice');
  });
});
