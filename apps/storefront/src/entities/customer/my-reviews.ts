import { queryOptions, useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';

/** GET /customer/reviews: the customer's own reviews. */
export function fetchMyReviews() {
  return api.call(customerEndpoints.listReviews);
}

export function myReviewsQueryOptions(shopId: number) {
  return queryOptions({ queryKey: customerKeys.reviews(shopId), queryFn: fetchMyReviews });
}

export function useMyReviews(shopId: number) {
  return useQuery(myReviewsQueryOptions(shopId));
}
