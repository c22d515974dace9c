import { useInfiniteQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { ProductSort } from '@haat/domain/schemas';
import { infiniteQueryOptionsFor } from '../../lib/api.ts';

/** Products per "load more" step: 4 full rows of the 5-column grid, 10 of the 2-column one. */
export const PRODUCTS_PER_PAGE = 20;

export interface ProductListFilter {
  sort: ProductSort;
  categoryId?: number;
}

/** The list page by page, for a grid with "load more". */
export const productsQueryOptions = (shopId: number, filter: ProductListFilter) =>
  infiniteQueryOptionsFor(shopEndpoints.listProducts, {
    query: { shop_id: shopId, sort: filter.sort, category_id: filter.categoryId, per_page: PRODUCTS_PER_PAGE },
  });

export const useProducts = (shopId: number, filter: ProductListFilter) =>
  useInfiniteQuery(productsQueryOptions(shopId, filter));
