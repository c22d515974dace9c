import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi } from '../../../lib/api.ts';
import { deliveryKeys } from '../../../lib/query-keys.ts';

/** GET /delivery-packages?shop_id= */
export function fetchDeliveryPackages(shopId: number) {
  return shopApi.listDeliveryPackages(shopId);
}

export function deliveryPackagesQueryOptions(shopId: number) {
  return queryOptions({
    queryKey: deliveryKeys.list(shopId),
    queryFn: () => fetchDeliveryPackages(shopId),
    staleTime: 5 * 60_000,
  });
}

export function useDeliveryPackages(shopId: number) {
  return useQuery(deliveryPackagesQueryOptions(shopId));
}
