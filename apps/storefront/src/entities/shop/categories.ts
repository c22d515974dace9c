import { useQuery } from '@tanstack/react-query';
import { CATEGORY_QUERY_RETRIES } from '@haat/api-client/constants';
import * as shopEndpoints from '@haat/api-contract/shop';
import { queryOptionsFor } from '../../lib/api.ts';
import { retryTransient } from '../../lib/query-client.ts';

/** Retried 2 times after a transient failure (docs/product/rules.md). Shared by the shell and screens. */
export const categoriesQueryOptions = (shopId: number) =>
  queryOptionsFor(
    shopEndpoints.listCategories,
    { query: { shop_id: shopId } },
    { retry: retryTransient(CATEGORY_QUERY_RETRIES), staleTime: 5 * 60_000 },
  );

export const useCategories = (shopId: number) => useQuery(categoriesQueryOptions(shopId));
