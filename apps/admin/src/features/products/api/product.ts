import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /products/{id}`: with description and images, for the edit form. */
export const fetchProduct = (id: number) => adminApi.call(adminEndpoints.getProduct, { params: { id } });

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.product(id), queryFn: () => fetchProduct(id), staleTime: 0 });

export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
}
