import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductListParams } from '@haat/api-client';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { ProductSort } from '@haat/domain/schemas';
import { api } from '../../lib/api.ts';
import { productKeys } from '../../lib/query-keys.ts';

/** Products per "load more" step: 4 full rows of the 5-column grid, 10 of the 2-column one. */
export const PRODUCTS_PER_PAGE = 20;

export interface ProductListFilter {
  sort: ProductSort;
  categoryId?: number;
}

/** GET /products?shop_id=&category_id=&sort=&page=&per_page= */
export function fetchProducts(params: ProductListParams) {
  return api.call(shopEndpoints.listProducts, { query: params });
}

/** The list page by page, for a grid with "load more". */
export function productsQueryOptions(shopId: number, filter: ProductListFilter) {
  const params = { sort: filter.sort, category_id: filter.categoryId, per_page: PRODUCTS_PER_PAGE };
  return infiniteQueryOptions({
    queryKey: productKeys.list(shopId, params),
    queryFn: ({ pageParam }) => fetchProducts({ shop_id: shopId, ...params, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}

export function useProducts(shopId: number, filter: ProductListFilter) {
  return useInfiniteQuery(productsQueryOptions(shopId, filter));
}
