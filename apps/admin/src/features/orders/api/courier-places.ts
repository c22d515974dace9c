import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { CourierName, CourierPlaceKind } from '@haat/domain/couriers';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /courier-accounts/{courier}/places`: a courier's cities, a city's zones, a zone's areas (the API caches them a day). */
export const fetchCourierPlaces = (courier: CourierName, kind: CourierPlaceKind, parent: number | null) =>
  adminApi.call(adminEndpoints.listCourierPlaces, {
    params: { courier },
    query: parent === null ? { kind } : { kind, parent },
  });

/** Asked only once the list's parent is chosen (`enabled`); kept for the session, as places rarely change. */
export function useCourierPlaces(
  courier: CourierName,
  kind: CourierPlaceKind,
  parent: number | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: adminKeys.courierPlaces(courier, kind, parent),
    queryFn: () => fetchCourierPlaces(courier, kind, parent),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
