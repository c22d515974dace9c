import { useMutation, useQuery } from '@tanstack/react-query';
import type { TrackCodeInput, TrackVerifyInput } from '@haat/api-client';
import * as shopEndpoints from '@haat/api-contract/shop';
import { withShopProofOfWork } from '../../lib/proof-of-work.ts';
import { api, queryOptionsFor } from '../../lib/api.ts';

/**
 * By order code that order, by mobile number its orders' summaries; 404 when none ("not found" is an answer, not a
 * failure to retry). Runs once a query has been submitted (`null` before).
 */
export const useTrackedOrders = (shopId: number, query: string | null) =>
  useQuery(
    queryOptionsFor(
      shopEndpoints.trackOrders,
      { query: { shop_id: shopId, query: query ?? '' } },
      { retry: false, staleTime: 30_000, enabled: query !== null },
    ),
  );

/** A one-time code to the number (the same answer whether or not it has orders). */
export const useSendTrackCode = () =>
  useMutation({
    mutationFn: async (body: Omit<TrackCodeInput, 'altcha'>) =>
      api.call(shopEndpoints.sendTrackCode, { body: await withShopProofOfWork(body) }),
  });

/** The number's orders, proven by the code sent to it. */
export const useVerifyTrackCode = () =>
  useMutation({ mutationFn: (body: TrackVerifyInput) => api.call(shopEndpoints.verifyTrackCode, { body }) });
