import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { CourierName, CourierPlaceKind } from '@haat/domain/couriers';
import { queryOptionsFor } from '../../../lib/api.ts';

/**
 * A courier's cities, a city's zones or a zone's areas: asked only once the list's parent is chosen (`enabled`),
 * kept for the session, as places rarely change (the API caches them a day).
 */
export const useCourierPlaces = (
  courier: CourierName,
  kind: CourierPlaceKind,
  parent: number | null,
  enabled: boolean,
) =>
  useQuery(
    queryOptionsFor(
      adminEndpoints.listCourierPlaces,
      { params: { courier }, query: parent === null ? { kind } : { kind, parent } },
      { enabled, staleTime: Number.POSITIVE_INFINITY },
    ),
  );
