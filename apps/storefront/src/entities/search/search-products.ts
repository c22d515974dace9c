import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_PER_PAGE } from '@haat/api-client/constants';
import { keyFor } from '@haat/api-client/query';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { Product } from '@haat/domain/schemas';
import { shouldSearch } from '@haat/domain/search';
import { api } from '../../lib/api.ts';

const searchInput = (shopId: number, query: string) => ({
  params: { query },
  query: { shop_id: shopId, per_page: SEARCH_PER_PAGE },
});

/** Up to 100 of the shop's products. Never rejects: a failure is logged and gives no results. */
export async function searchProducts(shopId: number, query: string): Promise<Product[]> {
  try {
    const page = await api.call(shopEndpoints.searchProducts, searchInput(shopId, query));
    return page.data;
  } catch (error) {
    console.warn('Product search failed; showing no results.', error);
    return [];
  }
}

/** Kept under the search's key, as the products it found (not the page it answered). */
export const useSearchProducts = (shopId: number, query: string) =>
  useQuery(
    queryOptions({
      queryKey: [...keyFor(shopEndpoints.searchProducts, searchInput(shopId, query)), 'products'] as const,
      queryFn: () => searchProducts(shopId, query),
      enabled: shouldSearch(query),
      staleTime: 60_000,
    }),
  );
