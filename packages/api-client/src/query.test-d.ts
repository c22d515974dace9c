import * as adminEndpoints from '@haat/api-contract/admin';
import * as customerEndpoints from '@haat/api-contract/customer';
import * as shopEndpoints from '@haat/api-contract/shop';
import type {
  AdminOrder,
  AdminShopResponse,
  Customer,
  Paginator,
  Product,
  ShopProductDetail,
} from '@haat/domain/schemas';
import {
  keepPreviousData,
  MutationObserver,
  QueryClient,
  type InfiniteData,
  type MutationObserverOptions,
  type QueryKey,
} from '@tanstack/query-core';
import { describe, expectTypeOf, it } from 'vitest';
import { createAdminClient } from './admin-client.ts';
import { createQueries, invalidate, keyFor, pagesKeyFor, queriesOf } from './query.ts';
import { createShopClient } from './shop-client.ts';

const shop = createQueries(createShopClient({ baseUrl: 'http://localhost:4000/api/shop' }));
const admin = createQueries(
  createAdminClient({
    v2BaseUrl: 'http://localhost:4000/api/admin/v2',
    v3BaseUrl: 'http://localhost:4000/api/admin/v3',
    getToken: () => null,
    getShopId: () => null,
  }),
);
const queryClient = new QueryClient();

describe('keyFor', () => {
  it('tags the key with the answer’s type: the cache reads and writes the entry’s answer', () => {
    const key = keyFor(adminEndpoints.getOrder, { params: { id: 40 } });
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<AdminOrder | undefined>();
    expectTypeOf(queryClient.setQueryData<AdminOrder>).toBeCallableWith(key, {} as AdminOrder);
    expectTypeOf(queryClient.getQueryData(keyFor(customerEndpoints.getMe, {}, { session: 7 }))).toEqualTypeOf<
      Customer | undefined
    >();
    expectTypeOf(key).toExtend<QueryKey>();
  });

  it('takes the arguments of the call, and may leave them out only when none is required', () => {
    expectTypeOf(keyFor).toBeCallableWith(adminEndpoints.getDashboard);
    expectTypeOf(keyFor).toBeCallableWith(adminEndpoints.listOrders, { query: { tab: 'completed' } });
    // @ts-expect-error a product needs its slug and shop
    keyFor(shopEndpoints.getProduct);
    // @ts-expect-error a record id in the path is a number
    keyFor(adminEndpoints.getOrder, { params: { id: 'forty' } });
    // @ts-expect-error unknown sort
    keyFor(shopEndpoints.listProducts, { query: { shop_id: 1, sort: 'cheapest' } });
  });

  it('is for reads only: no key for a change or a file', () => {
    // @ts-expect-error a PUT is not a query
    keyFor(adminEndpoints.updateTheme, { body: { theme: 1 } });
    // @ts-expect-error the preview image is linked to, not read
    keyFor(shopEndpoints.getShopLinkPreviewImage, { params: { file: 1 } });
  });

  it('a list read page by page has its own key, tagged with its pages', () => {
    const key = pagesKeyFor(shopEndpoints.listProducts, { query: { shop_id: 7 } });
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<InfiniteData<Paginator<Product>, number> | undefined>();
    // @ts-expect-error the shop is not a list of pages
    pagesKeyFor(shopEndpoints.getShop, { params: { slug: 'rupa' } });
  });
});

describe('queryOptionsFor', () => {
  it('answers what the entry answers, wherever the options go', async () => {
    const options = shop.queryOptionsFor(shopEndpoints.getProduct, {
      params: { product_slug: 'saree' },
      query: { shop_id: 7 },
    });
    expectTypeOf(await queryClient.fetchQuery(options)).toEqualTypeOf<ShopProductDetail>();
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<ShopProductDetail | undefined>();
    expectTypeOf(
      await admin.queryOptionsFor(adminEndpoints.getOnlineShop).queryFn(),
    ).toEqualTypeOf<AdminShopResponse>();
  });

  it('takes TanStack Query’s options, typed by the answer, and a session', () => {
    expectTypeOf(admin.queryOptionsFor).toBeCallableWith(
      adminEndpoints.listOrders,
      { query: { tab: 'ongoing' } },
      { placeholderData: keepPreviousData, staleTime: 0, enabled: false },
    );
    expectTypeOf(shop.queryOptionsFor).toBeCallableWith(customerEndpoints.listAddresses, {}, { session: 7 });
    // @ts-expect-error not an option of a query
    admin.queryOptionsFor(adminEndpoints.getDashboard, {}, { staleTme: 0 });
    // @ts-expect-error placeholder data of another shape
    admin.queryOptionsFor(adminEndpoints.getDashboard, {}, { placeholderData: { orders: 1 } });
  });

  it('calls through its own client: the entry’s base must be the client’s', () => {
    // @ts-expect-error an admin endpoint through the shop client
    shop.queryOptionsFor(adminEndpoints.getDashboard);
    // @ts-expect-error a shop endpoint through the admin client
    admin.queryOptionsFor(customerEndpoints.getMe);
  });
});

describe('infiniteQueryOptionsFor', () => {
  it('reads a paged list into pages of its answer', async () => {
    const options = shop.infiniteQueryOptionsFor(shopEndpoints.listProducts, { query: { shop_id: 7, sort: 'newest' } });
    expectTypeOf(await queryClient.fetchInfiniteQuery(options)).toEqualTypeOf<
      InfiniteData<Paginator<Product>, number>
    >();
    expectTypeOf(options.initialPageParam).toEqualTypeOf<number>();
    // @ts-expect-error the shop is not a paged list
    shop.infiniteQueryOptionsFor(shopEndpoints.getShop, { params: { slug: 'rupa' } });
  });
});

describe('invalidate', () => {
  it('is a mutation’s onSuccess or onSettled, whatever the mutation’s types', () => {
    type Options = MutationObserverOptions<AdminOrder, Error, { id: number }>;
    expectTypeOf(invalidate(adminEndpoints.listOrders, adminEndpoints.getOrder)).toExtend<Options['onSuccess']>();
    expectTypeOf(invalidate(adminEndpoints.listOrders)).toExtend<Options['onSettled']>();
    // The mutation's variables are its mutationFn's: none here, so it is mutated without any.
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => Promise.resolve(1),
      onSuccess: invalidate(adminEndpoints.getDashboard),
    });
    expectTypeOf(observer.mutate).toBeCallableWith();
    const withId = new MutationObserver(queryClient, {
      mutationFn: (id: number) => Promise.resolve(id),
      onSettled: invalidate(adminEndpoints.getDashboard),
    });
    expectTypeOf(withId.mutate).parameter(0).toEqualTypeOf<number>();
    // @ts-expect-error only reads are invalidated
    invalidate(adminEndpoints.updateTheme);
    expectTypeOf(queryClient.invalidateQueries).toBeCallableWith(queriesOf(shopEndpoints.getProduct));
  });
});
