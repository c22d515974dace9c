// What a server loader prefetches and sends, the browser's components read under the same keys: both come from
// the entities' options, derived from the endpoint entries (decision 140).
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsQueryOptions } from '../entities/product/products.ts';
import { categoriesQueryOptions } from '../entities/shop/categories.ts';
import { shopQueryOptions } from '../entities/shop/shop.ts';
import { prefetchShopHome } from '../features/catalog/components/shop-home.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { makeProduct, makeShop } from '../test/fixtures.ts';
import { createServerQueryClient, dehydratePage } from './request-cache.ts';
import { loadRequestShop } from './shop-loaders.ts';

// One server for the file: a connection the client kept to a closed one fails once, and a server loader never retries.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const shop = makeShop();
const category = { id: 3, slug: 'saree', name: 'Saree', bn_name: 'শাড়ি', icon: '🥻', product_count: 12 };
const firstPage = { data: [makeProduct()], current_page: 1, per_page: 20, total: 1, last_page: 1 };

function serveShopHome() {
  api.requests.length = 0;
  api.on('GET', '/api/shop/online-shop/rongdhonu', ok(shop));
  api.on('GET', '/api/shop/product/product_sub_categories', ok([category]));
  api.on('GET', '/api/shop/products', ok(firstPage));
}

/** The state as the browser receives it: JSON in the page. */
const sent = (state: DehydratedState | undefined): DehydratedState =>
  JSON.parse(JSON.stringify(state)) as DehydratedState;

describe('server state sent with a page', () => {
  it('the shop home’s prefetch is read in the browser without a call', async () => {
    serveShopHome();
    const onServer = createServerQueryClient();
    const layout = await loadRequestShop(onServer, 'rongdhonu');
    await prefetchShopHome(onServer, shop.id);
    expect(api.requests).toHaveLength(3);

    const inBrowser = createQueryClient();
    hydrate(inBrowser, sent(layout.state));
    hydrate(inBrowser, sent(dehydratePage(onServer)));
    expect(inBrowser.getQueryData(shopQueryOptions('rongdhonu').queryKey)?.id).toBe(shop.id);
    expect(await inBrowser.fetchQuery(categoriesQueryOptions(shop.id))).toEqual([category]);
    const products = await inBrowser.fetchInfiniteQuery(productsQueryOptions(shop.id, { sort: 'newest' }));
    expect(products.pages.map((page) => page.data.map((product) => product.id))).toEqual([[firstPage.data[0]!.id]]);
    expect(api.requests).toHaveLength(3);
  });

  it('the shop travels once, with the layout; a page sends its own queries only', async () => {
    serveShopHome();
    const onServer = createServerQueryClient();
    const layout = await loadRequestShop(onServer, 'rongdhonu');
    await prefetchShopHome(onServer, shop.id);
    const keysOf = (state: DehydratedState | undefined) => state?.queries.map((query) => query.queryKey) ?? [];

    expect(keysOf(layout.state)).toEqual([shopQueryOptions('rongdhonu').queryKey]);
    expect(keysOf(dehydratePage(onServer))).toEqual([
      categoriesQueryOptions(shop.id).queryKey,
      productsQueryOptions(shop.id, { sort: 'newest' }).queryKey,
    ]);
    expect(keysOf(dehydratePage(onServer, true))).toHaveLength(3);
  });
});
