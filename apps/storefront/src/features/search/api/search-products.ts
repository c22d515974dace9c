import { queryOptions, useQuery } from '@tanstack/react-query';
import { shouldSearch } from '@haat/domain/search';
import { shopApi } from '../../../lib/api.ts';
import { searchKeys } from '../../../lib/query-keys.ts';

/** GET /products/search/{query}?shop_id=&per_page=100 (a failure gives no results; the client logs it). */
export function searchProductsQueryOptions(shopId: number, query: string) {
  return queryOptions({
    queryKey: searchKeys.results(shopId, query),
    queryFn: () => shopApi.searchProducts(query, shopId),
    enabled: shouldSearch(query),
    staleTime: 60_000,
  });
}

export function useSearchProducts(shopId: number, query: string) {
  return useQuery(searchProductsQueryOptions(shopId, query));
}
