import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';

/** GET /customer/orders?page= */
export function fetchCustomerOrders(page: number) {
  return api.call(customerEndpoints.listOrders, { query: { page } });
}

export function customerOrdersQueryOptions(shopId: number, page: number) {
  return queryOptions({
    queryKey: customerKeys.orders(shopId, page),
    queryFn: () => fetchCustomerOrders(page),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerOrders(shopId: number, page: number) {
  return useQuery(customerOrdersQueryOptions(shopId, page));
}
