import { useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import { queryOptionsFor } from '../../lib/api.ts';

export const deliveryPackagesQueryOptions = (shopId: number) =>
  queryOptionsFor(shopEndpoints.listDeliveryPackages, { query: { shop_id: shopId } }, { staleTime: 5 * 60_000 });

export const useDeliveryPackages = (shopId: number) => useQuery(deliveryPackagesQueryOptions(shopId));
