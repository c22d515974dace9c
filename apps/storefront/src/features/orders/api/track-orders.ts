import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi } from '../../../lib/api.ts';
import { orderKeys } from '../../../lib/query-keys.ts';

/** GET /orders/track?shop_id=&query= (an order code or a mobile number); 404 when none. */
export function fetchTrackedOrders(shopId: number, query: string) {
  return shopApi.trackOrders(shopId, query);
}

export function trackOrdersQueryOptions(shopId: number, query: string) {
  return queryOptions({
    queryKey: orderKeys.track(shopId, query),
    queryFn: () => fetchTrackedOrders(shopId, query),
    // "Not found" is an answer, not a failure to retry.
    retry: false,
    staleTime: 30_000,
  });
}

/** Runs once a query has been submitted (`null` before). */
export function useTrackedOrders(shopId: number, query: string | null) {
  return useQuery({ ...trackOrdersQueryOptions(shopId, query ?? ''), enabled: query !== null });
}
