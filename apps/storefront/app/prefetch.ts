// The server-side prefetches shared by more than one route module.
import { categoriesQueryOptions } from '../src/entities/shop/categories.ts';
import { productsQueryOptions } from '../src/entities/product/products.ts';
import type { PrefetchArgs } from './page-route.tsx';

/** The shop home: its categories and the first page of its newest products. */
export function prefetchShopHome({ queryClient, shop }: PrefetchArgs) {
  return Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions(shop.id)),
    queryClient.prefetchInfiniteQuery(productsQueryOptions(shop.id, { sort: 'newest' })),
  ]);
}
