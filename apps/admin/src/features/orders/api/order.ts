import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /orders/{id}`: items, customer, address, delivery, totals and history. */
export const fetchOrder = (id: number) => adminApi.call(adminEndpoints.getOrder, { params: { id } });

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.order(id), queryFn: () => fetchOrder(id) });

export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}
