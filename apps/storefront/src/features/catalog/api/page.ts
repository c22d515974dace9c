import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSlug } from '@haat/domain/schemas';
import { shopApi } from '../../../lib/api.ts';
import { pageKeys } from '../../../lib/query-keys.ts';

/** GET /pages/{page}?shop_id= */
export function fetchPage(shopId: number, page: PageSlug) {
  return shopApi.getPage(page, shopId);
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
