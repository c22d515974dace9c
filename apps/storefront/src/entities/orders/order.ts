import { queryOptions, useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../../lib/api.ts';
import { orderKeys } from '../../lib/query-keys.ts';

/** GET /orders/{code}?shop_id=&mobile= (without the mobile, the customer token must be the owner's). */
export function fetchOrder(shopId: number, code: string, mobile: string | null) {
  return api.call(shopEndpoints.getOrder, {
    params: { code },
    query: { shop_id: shopId, mobile: mobile ?? undefined },
  });
}

export function orderQueryOptions(shopId: number, code: string, mobile: string | null) {
  return queryOptions({
    queryKey: [...orderKeys.detail(shopId, code), mobile ?? 'session'] as const,
    queryFn: () => fetchOrder(shopId, code, mobile),
    retry: false,
  });
}

/** The order, once there is a way to prove it is the shopper's (a mobile or a session). */
export function useOrder(shopId: number, code: string, access: { mobile: string | null; enabled: boolean }) {
  return useQuery({ ...orderQueryOptions(shopId, code, access.mobile), enabled: access.enabled });
}
