import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductListParams } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /products?search=&category_id=&page=` */
export const fetchProducts = (params: AdminProductListParams) =>
  adminApi.call(adminEndpoints.listProducts, { query: params });

export const productsQueryOptions = (params: AdminProductListParams) =>
  queryOptions({
    queryKey: adminKeys.productList(params),
    queryFn: () => fetchProducts(params),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: AdminProductListParams) {
  return useQuery(productsQueryOptions(params));
}
