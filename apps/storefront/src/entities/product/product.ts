import { queryOptions, useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../../lib/api.ts';
import { productKeys } from '../../lib/query-keys.ts';

/** GET /product/{product_slug}?shop_id= */
export function fetchProduct(shopId: number, slug: string) {
  return api.call(shopEndpoints.getProduct, { params: { product_slug: slug }, query: { shop_id: shopId } });
}

export function productQueryOptions(shopId: number, slug: string) {
  return queryOptions({
    queryKey: productKeys.detail(shopId, slug),
    queryFn: () => fetchProduct(shopId, slug),
  });
}

export function useProduct(shopId: number, slug: string) {
  return useQuery(productQueryOptions(shopId, slug));
}
