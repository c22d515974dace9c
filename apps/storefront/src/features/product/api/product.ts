import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi } from '../../../lib/api.ts';
import { productKeys } from '../../../lib/query-keys.ts';
import { takeEarlyProduct } from './early-product.ts';

/** GET /product/{product_slug}?shop_id= */
export function fetchProduct(shopId: number, slug: string) {
  return shopApi.getProduct(slug, shopId);
}

export function productQueryOptions(shopId: number, slug: string) {
  return queryOptions({
    queryKey: productKeys.detail(shopId, slug),
    queryFn: async () => (await takeEarlyProduct(shopId, slug)) ?? fetchProduct(shopId, slug),
  });
}

export function useProduct(shopId: number, slug: string) {
  return useQuery(productQueryOptions(shopId, slug));
}
