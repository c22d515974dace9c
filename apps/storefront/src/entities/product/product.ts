import { useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import { queryOptionsFor } from '../../lib/api.ts';

export const productQueryOptions = (shopId: number, slug: string) =>
  queryOptionsFor(shopEndpoints.getProduct, { params: { product_slug: slug }, query: { shop_id: shopId } });

export const useProduct = (shopId: number, slug: string) => useQuery(productQueryOptions(shopId, slug));
