import { queryOptions, useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../../lib/api.ts';
import { deliveryKeys } from '../../lib/query-keys.ts';

/** GET /delivery-packages?shop_id= */
export function fetchDeliveryPackages(shopId: number) {
  return api.call(shopEndpoints.listDeliveryPackages, { query: { shop_id: shopId } });
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
