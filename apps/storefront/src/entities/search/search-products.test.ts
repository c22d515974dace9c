import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, startTestApi, type TestApi } from '../../test/api-server.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { searchProducts } from './search-products.ts';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

describe('searchProducts', () => {
  it('asks for up to 100 results of the shop and answers the page’s products', async () => {
    const saree = makeProduct({ id: 11 });
    api.on(
      'GET',
      '/api/shop/products/search/লাল শাড়ি',
      ok({ data: [saree], current_page: 1, per_page: 100, total: 1, last_page: 1 }),
    );
    expect(await searchProducts(7, 'লাল শাড়ি')).toEqual([saree]);
    expect(Object.fromEntries(api.requests[0]?.url.searchParams ?? [])).toEqual({ shop_id: '7', per_page: '100' });
  });

  it('never rejects: a failure or an answer of another shape is logged and gives no results', async () => {
    api.on('GET', '/api/shop/products/search/saree', fail(500, 'Server error'));
    api.on('GET', '/api/shop/products/search/odd', ok({ items: [] }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await searchProducts(7, 'saree')).toEqual([]);
    expect(await searchProducts(7, 'odd')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
