import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_QUERY_RETRIES } from '@haat/api-client/constants';
import { shopApi } from './api.ts';
import { categoryKeys } from './query-keys.ts';

/** GET /product/product_sub_categories?shop_id=, retried 2 times (SPEC §7). Shared by the shell and screens. */
export function categoriesQueryOptions(shopId: number) {
  return queryOptions({
    queryKey: categoryKeys.list(shopId),
    queryFn: () => shopApi.listCategories(shopId),
    retry: CATEGORY_QUERY_RETRIES,
    staleTime: 5 * 60_000,
  });
}

export function useCategories(shopId: number) {
  return useQuery(categoriesQueryOptions(shopId));
}
