import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_PER_PAGE } from '@haat/api-client/constants';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { Product } from '@haat/domain/schemas';
import { shouldSearch } from '@haat/domain/search';
import { api } from '../../lib/api.ts';
import { searchKeys } from '../../lib/query-keys.ts';

/** GET /products/search/{query}?shop_id=&per_page=100. Never rejects: a failure is logged and gives no results. */
export async function searchProducts(shopId: number, query: string): Promise<Product[]> {
  try {
    const page = await api.call(shopEndpoints.searchProducts, {
      params: { query },
      query: { shop_id: shopId, per_page: SEARCH_PER_PAGE },
    });
    return page.data;
  } catch (error) {
    console.warn('Product search failed; showing no results.', error);
    return [];
  }
}

export function searchProductsQueryOptions(shopId: number, query: string) {
  return queryOptions({
    queryKey: searchKeys.results(shopId, query),
    queryFn: () => searchProducts(shopId, query),
    enabled: shouldSearch(query),
    staleTime: 60_000,
  });
}

export function useSearchProducts(shopId: number, query: string) {
  return useQuery(searchProductsQueryOptions(shopId, query));
}
