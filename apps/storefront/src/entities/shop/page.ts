import { queryOptions, useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { PageSlug } from '@haat/domain/schemas';
import { api } from '../../lib/api.ts';
import { pageKeys } from '../../lib/query-keys.ts';

/** GET /pages/{page}?shop_id= */
export function fetchPage(shopId: number, page: PageSlug) {
  return api.call(shopEndpoints.getPage, { params: { page }, query: { shop_id: shopId } });
}

export function pageQueryOptions(shopId: number, page: PageSlug) {
  return queryOptions({
    queryKey: pageKeys.detail(shopId, page),
    queryFn: () => fetchPage(shopId, page),
    staleTime: 10 * 60_000,
  });
}

export function usePage(shopId: number, page: PageSlug) {
  return useQuery(pageQueryOptions(shopId, page));
}
