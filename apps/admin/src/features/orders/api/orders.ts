import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListParams } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /orders?tab=ongoing|completed&search=&page=` */
export const fetchOrders = (params: AdminOrderListParams) =>
  adminApi.call(adminEndpoints.listOrders, { query: params });

export const ordersQueryOptions = (params: AdminOrderListParams) =>
  queryOptions({
    queryKey: adminKeys.orderList(params),
    queryFn: () => fetchOrders(params),
    placeholderData: keepPreviousData,
  });

export function useOrders(params: AdminOrderListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(params), enabled });
}
