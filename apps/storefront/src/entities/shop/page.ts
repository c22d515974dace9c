import { useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { PageSlug } from '@haat/domain/schemas';
import { queryOptionsFor } from '../../lib/api.ts';

export const pageQueryOptions = (shopId: number, page: PageSlug) =>
  queryOptionsFor(shopEndpoints.getPage, { params: { page }, query: { shop_id: shopId } }, { staleTime: 10 * 60_000 });

export const usePage = (shopId: number, page: PageSlug) => useQuery(pageQueryOptions(shopId, page));
