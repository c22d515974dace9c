import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /delivery-packages` */
export const fetchDeliveryPackages = () => adminApi.listDeliveryPackages();

export const deliveryPackagesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.deliveryPackages(), queryFn: fetchDeliveryPackages });

export function useDeliveryPackages() {
  return useQuery(deliveryPackagesQueryOptions());
}
