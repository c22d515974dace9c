import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_QUERY_RETRIES } from '@haat/api-client/constants';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../../lib/api.ts';
import { categoryKeys } from '../../lib/query-keys.ts';
import { retryTransient } from '../../lib/query-client.ts';

/** GET /product/product_sub_categories?shop_id=, retried 2 times after a transient failure (docs/product/rules.md). Shared by the shell and screens. */
export function categoriesQueryOptions(shopId: number) {
  return queryOptions({
    queryKey: categoryKeys.list(shopId),
    queryFn: () => api.call(shopEndpoints.listCategories, { query: { shop_id: shopId } }),
    retry: retryTransient(CATEGORY_QUERY_RETRIES),
    staleTime: 5 * 60_000,
  });
}

export function useCategories(shopId: number) {
  return useQuery(categoriesQueryOptions(shopId));
}
