import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /delivery-packages` */
export const fetchDeliveryPackages = () => adminApi.call(adminEndpoints.listDeliveryPackages);

export const deliveryPackagesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.deliveryPackages(), queryFn: fetchDeliveryPackages });

export function useDeliveryPackages() {
  return useQuery(deliveryPackagesQueryOptions());
}
