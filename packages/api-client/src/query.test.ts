import * as adminEndpoints from '@haat/api-contract/admin';
import * as customerEndpoints from '@haat/api-contract/customer';
import * as shopEndpoints from '@haat/api-contract/shop';
import { shopSchema } from '@haat/domain/schemas';
import { dehydrate, hashKey, hydrate, QueryClient, type DehydratedState } from '@tanstack/query-core';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdminClient } from './admin-client.ts';
import { createQueries, invalidate, isKeyOf, keyFor, pagesKeyFor, queriesOf, sessionQueries } from './query.ts';
import { createShopClient } from './shop-client.ts';
import { address, customer, order, paginator, product, productDetail, shop } from './testing/fixtures.ts';
import { ok, startTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const shopQueries = () => createQueries(createShopClient({ baseUrl: `${server.origin}/api/shop` }));
const adminQueries = () =>
  createQueries(
    createAdminClient({
      v2BaseUrl: `${server.origin}/api/admin/v2`,
      v3BaseUrl: `${server.origin}/api/admin/v3`,
      getToken: () => 'admin-token',
      getShopId: () => 7,
    }),
  );
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
const productInput = { params: { product_slug: 'saree' }, query: { shop_id: 7 } };

describe('keyFor', () => {
  it('is the entry’s full path and the call’s arguments', () => {
    expect(keyFor(shopEndpoints.getProduct, productInput)).toEqual(['/api/shop/product/{product_slug}', productInput]);
    expect(keyFor(adminEndpoints.getDashboard)).toEqual(['/api/admin/v3/dashboard', {}]);
    expect(keyFor(customerEndpoints.getMe, {}, { session: 7 })).toEqual(['/api/shop/customer/me', { session: 7 }]);
    expect(pagesKeyFor(shopEndpoints.listProducts, { query: { shop_id: 7 } })).toEqual([
      '/api/shop/products',
      { query: { shop_id: 7 }, pages: true },
    ]);
  });

  it('one query per answer: the same call is the same key, any other argument or session another', () => {
    const hash = (key: readonly unknown[]) => hashKey(key);
    const same = keyFor(shopEndpoints.getProduct, { query: { shop_id: 7 }, params: { product_slug: 'saree' } });
    expect(hash(same)).toBe(hash(keyFor(shopEndpoints.getProduct, productInput)));
    // An argument left undefined is not sent, and not part of the key.
    expect(
      hash(keyFor(shopEndpoints.getOrder, { params: { code: 'HT-1' }, query: { shop_id: 7, mobile: undefined } })),
    ).toBe(hash(keyFor(shopEndpoints.getOrder, { params: { code: 'HT-1' }, query: { shop_id: 7 } })));
    const others = [
      keyFor(shopEndpoints.getProduct, { ...productInput, query: { shop_id: 8 } }),
      keyFor(shopEndpoints.getProduct, { ...productInput, params: { product_slug: 'lungi' } }),
      keyFor(shopEndpoints.listProductReviews, productInput),
      keyFor(customerEndpoints.getMe, {}, { session: 7 }),
      keyFor(customerEndpoints.getMe, {}, { session: 8 }),
      keyFor(customerEndpoints.getMe),
      pagesKeyFor(shopEndpoints.listProducts, { query: { shop_id: 7 } }),
      keyFor(shopEndpoints.listProducts, { query: { shop_id: 7 } }),
      // The same path on another base is another endpoint.
      keyFor(adminEndpoints.listProducts),
    ];
    expect(new Set([same, ...others].map(hash)).size).toBe(others.length + 1);
  });

  it('tells whose key it is', () => {
    const key = keyFor(adminEndpoints.listOrders, { query: { tab: 'completed', page: 3 } });
    expect(isKeyOf(adminEndpoints.listOrders, key)).toBe(true);
    expect(isKeyOf(adminEndpoints.getOrder, key)).toBe(false);
    expect(
      isKeyOf(shopEndpoints.listProducts, pagesKeyFor(shopEndpoints.listProducts, { query: { shop_id: 7 } })),
    ).toBe(true);
  });
});

describe('queryOptionsFor', () => {
  it('calls the entry with its input, through the client, and keeps the answer under the entry’s key', async () => {
    server.on('GET', '/api/shop/product/saree', ok(productDetail));
    const queryClient = newClient();
    const options = shopQueries().queryOptionsFor(shopEndpoints.getProduct, productInput, { staleTime: 5_000 });
    expect(options.staleTime).toBe(5_000);
    const answer = await queryClient.fetchQuery(options);
    expect(answer).toMatchObject(productDetail);
    expect(queryClient.getQueryData(keyFor(shopEndpoints.getProduct, productInput))).toBe(answer);
    expect(server.requests.map((request) => `${request.url.pathname}${request.url.search}`)).toEqual([
      '/api/shop/product/saree?shop_id=7',
    ]);
  });

  it('keys a session’s calls by the session, and calls without the session in the request', async () => {
    server.on('GET', '/api/shop/customer/addresses', ok([address]));
    const queryClient = newClient();
    await queryClient.fetchQuery(shopQueries().queryOptionsFor(customerEndpoints.listAddresses, {}, { session: 7 }));
    expect(queryClient.getQueryData(keyFor(customerEndpoints.listAddresses, {}, { session: 7 }))).toEqual([address]);
    expect(queryClient.getQueryData(keyFor(customerEndpoints.listAddresses, {}, { session: 8 }))).toBeUndefined();
    expect(server.requests[0]?.url.search).toBe('');
  });

  it('what a server loader prefetched, the browser reads under the same key without a call (SSR hydration)', async () => {
    server.on('GET', '/api/shop/product/saree', ok(productDetail));
    server.on('GET', '/api/shop/products', ok(paginator([product])));
    const queries = shopQueries();
    const onServer = newClient();
    await onServer.prefetchQuery(queries.queryOptionsFor(shopEndpoints.getProduct, productInput));
    await onServer.prefetchInfiniteQuery(
      queries.infiniteQueryOptionsFor(shopEndpoints.listProducts, { query: { shop_id: 7, sort: 'newest' } }),
    );
    const inBrowser = newClient();
    hydrate(inBrowser, JSON.parse(JSON.stringify(dehydrate(onServer))) as DehydratedState);
    expect(server.requests).toHaveLength(2);

    expect(await inBrowser.fetchQuery(queries.queryOptionsFor(shopEndpoints.getProduct, productInput))).toEqual(
      onServer.getQueryData(keyFor(shopEndpoints.getProduct, productInput)),
    );
    const pages = await inBrowser.fetchInfiniteQuery(
      queries.infiniteQueryOptionsFor(shopEndpoints.listProducts, { query: { sort: 'newest', shop_id: 7 } }),
    );
    expect(pages.pages).toEqual([paginator([product])]);
    expect(server.requests).toHaveLength(2);
  });
});

describe('infiniteQueryOptionsFor', () => {
  it('asks page after page, from 1, while the answer has a next one', async () => {
    server.on('GET', '/api/shop/products', (request) => {
      const page = Number(request.url.searchParams.get('page'));
      return ok({ ...paginator([{ ...product, id: page }]), current_page: page, last_page: 2 });
    });
    const queryClient = newClient();
    const options = shopQueries().infiniteQueryOptionsFor(shopEndpoints.listProducts, {
      query: { shop_id: 7, category_id: 3, per_page: 20 },
    });
    const first = await queryClient.fetchInfiniteQuery(options);
    expect(first.pageParams).toEqual([1]);
    expect(options.getNextPageParam(first.pages[0]!)).toBe(2);
    const both = await newClient().fetchInfiniteQuery({ ...options, pages: 2 });
    expect(both.pages.map((page) => page.data[0]?.id)).toEqual([1, 2]);
    expect(options.getNextPageParam(both.pages[1]!)).toBeUndefined();
    expect(server.requests.map((request) => Object.fromEntries(request.url.searchParams))).toContainEqual({
      shop_id: '7',
      category_id: '3',
      per_page: '20',
      page: '2',
    });
  });
});

describe('invalidating by entry', () => {
  async function cached() {
    server.on('GET', '/api/admin/v3/orders', ok(paginator([order])));
    server.on('GET', '/api/admin/v3/orders/40', ok(order));
    server.on('GET', '/api/admin/v3/dashboard', ok({}));
    const queries = adminQueries();
    const queryClient = newClient();
    await Promise.all([
      queryClient.fetchQuery(queries.queryOptionsFor(adminEndpoints.listOrders, { query: { tab: 'ongoing' } })),
      queryClient.fetchQuery(
        queries.queryOptionsFor(adminEndpoints.listOrders, { query: { tab: 'ongoing', page: 2 } }),
      ),
      queryClient.fetchQuery(queries.queryOptionsFor(adminEndpoints.listOrders, { query: { tab: 'completed' } })),
      queryClient.fetchQuery(queries.queryOptionsFor(adminEndpoints.getOrder, { params: { id: 40 } })),
    ]);
    const stale = () =>
      queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.isInvalidated })
        .map((query) => query.queryKey);
    return { queryClient, stale };
  }

  it('invalidate(entry) in a mutation marks every page of that list, and nothing else', async () => {
    const { queryClient, stale } = await cached();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.resolve('done'),
      onSuccess: invalidate(adminEndpoints.listOrders),
    });
    await mutation.execute(undefined);
    expect(stale().map((key) => key[1])).toEqual([
      { query: { tab: 'ongoing' } },
      { query: { tab: 'ongoing', page: 2 } },
      { query: { tab: 'completed' } },
    ]);
  });

  it('several entries at once, also when the mutation fails (onSettled)', async () => {
    const { queryClient, stale } = await cached();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(new Error('409')),
      onSettled: invalidate(adminEndpoints.listOrders, adminEndpoints.getOrder),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('409');
    expect(stale()).toHaveLength(4);
  });

  it('filters: the queries of entries, and those answered for a session', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(keyFor(customerEndpoints.getMe, {}, { session: 7 }), customer);
    queryClient.setQueryData(keyFor(customerEndpoints.getMe, {}, { session: 8 }), customer);
    queryClient.setQueryData(keyFor(customerEndpoints.listAddresses, {}, { session: 7 }), [address]);
    queryClient.setQueryData(keyFor(shopEndpoints.getShop, { params: { slug: 'rupa' } }), v.parse(shopSchema, shop));
    const keys = () => queryClient.getQueryCache().findAll().length;

    expect(queryClient.getQueryCache().findAll(queriesOf(customerEndpoints.getMe))).toHaveLength(2);
    queryClient.removeQueries(sessionQueries(8));
    expect(keys()).toBe(3);
    queryClient.removeQueries(sessionQueries());
    expect(
      queryClient
        .getQueryCache()
        .findAll()
        .map((query) => query.queryKey[0]),
    ).toEqual(['/api/shop/online-shop/{slug}']);
  });
});
