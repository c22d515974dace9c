import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TrackCodeInput, TrackVerifyInput } from '@haat/api-client';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../../lib/api.ts';
import { orderKeys } from '../../lib/query-keys.ts';

/** GET /orders/track?shop_id=&query=: by order code that order, by mobile number its orders' summaries; 404 when none. */
export function fetchTrackedOrders(shopId: number, query: string) {
  return api.call(shopEndpoints.trackOrders, { query: { shop_id: shopId, query } });
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

/** POST /orders/track/code: a one-time code to the number (the same answer whether or not it has orders). */
export function sendTrackCode(body: TrackCodeInput) {
  return api.call(shopEndpoints.sendTrackCode, { body });
}

export function useSendTrackCode() {
  return useMutation(mutationOptions({ mutationKey: ['orders', 'track', 'code'], mutationFn: sendTrackCode }));
}

/** POST /orders/track/verify: the number's orders, proven by the code sent to it. */
export function verifyTrackCode(body: TrackVerifyInput) {
  return api.call(shopEndpoints.verifyTrackCode, { body });
}

export function useVerifyTrackCode() {
  return useMutation(mutationOptions({ mutationKey: ['orders', 'track', 'verify'], mutationFn: verifyTrackCode }));
}
