import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductListParams } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /products?search=&page=`: the products an owner can feature. */
export const fetchProductChoices = (params: AdminProductListParams) =>
  adminApi.call(adminEndpoints.listProducts, { query: params });

export const productChoicesQueryOptions = (params: AdminProductListParams) =>
  queryOptions({
    queryKey: adminKeys.productList(params),
    queryFn: () => fetchProductChoices(params),
    placeholderData: keepPreviousData,
  });

export function useProductChoices(params: AdminProductListParams) {
  return useQuery(productChoicesQueryOptions(params));
}
