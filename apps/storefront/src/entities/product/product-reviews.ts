import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../../lib/api.ts';
import { productKeys } from '../../lib/query-keys.ts';

/** GET /product/{product_slug}/reviews?shop_id=&page= */
export function fetchProductReviews(shopId: number, slug: string, page: number) {
  return api.call(shopEndpoints.listProductReviews, {
    params: { product_slug: slug },
    query: { shop_id: shopId, page },
  });
}

export function productReviewsQueryOptions(shopId: number, slug: string, page: number) {
  return queryOptions({
    queryKey: productKeys.reviews(shopId, slug, page),
    queryFn: () => fetchProductReviews(shopId, slug, page),
    // The previous page stays on screen while the next one loads: no jump.
    placeholderData: keepPreviousData,
  });
}

export function useProductReviews(shopId: number, slug: string, page: number) {
  return useQuery(productReviewsQueryOptions(shopId, slug, page));
}
