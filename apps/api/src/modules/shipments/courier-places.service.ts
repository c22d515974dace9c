/**
 * The courier's places a booking names (Pathao's cities, zones and areas; RedX's delivery areas), asked with
 * the shop's own credentials (the lists need a token) and kept for a day: they change rarely, Pathao allows
 * 60 requests a minute, and the booking form asks again each time it opens.
 */
import type { CourierName } from '@haat/domain/couriers';
import { courierPlaceKinds } from '@haat/domain/couriers';
import type { CourierPlaces, CourierPlacesQuery } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import type { Config } from '../../platform/config/env.ts';
import { CourierError } from '../../integrations/couriers/courier.ts';
import { createPathao } from '../../integrations/couriers/pathao.ts';
import { createRedx } from '../../integrations/couriers/redx.ts';
import { HttpError, invalid } from '../../platform/http/errors.ts';
import { openAccount } from './courier-accounts.service.ts';

const PLACES_TTL_MS = 24 * 60 * 60 * 1000;
/** Lists kept at most; the oldest goes first (a Map keeps insertion order). */
const PLACES_CACHED_MAX = 2_000;
const cache = new Map<string, { places: CourierPlaces['places']; expires: number }>();

export const COURIER_PLACES_UNAVAILABLE = "The courier's list of places could not be loaded; try again later";

export async function listCourierPlaces(
  db: Database,
  config: Config,
  shopId: number,
  courier: CourierName,
  query: CourierPlacesQuery,
  now = Date.now(),
): Promise<CourierPlaces> {
  const { kind, parent } = query;
  if (!courierPlaceKinds[courier].includes(kind)) throw invalid({ kind: ['validation.invalid_format'] });
  const needsParent = courier === 'pathao' && kind !== 'city';
  if (needsParent !== (parent !== undefined))
    throw invalid({ parent: [needsParent ? 'validation.required' : 'validation.invalid_format'] });

  const key = `${shopId}:${courier}:${kind}:${parent ?? ''}`;
  const cached = cache.get(key);
  if (cached && cached.expires > now) return { places: cached.places };

  const credentials = await openAccount(db, config, shopId, courier);
  if (!credentials) throw invalid({ courier: ['validation.courier_not_connected'] });
  const { timeoutMs } = config.couriers;
  let places: CourierPlaces['places'];
  try {
    if (credentials.courier === 'pathao') {
      const pathao = createPathao({ ...credentials, baseUrl: config.couriers.pathao, timeoutMs });
      const found =
        kind === 'city'
          ? await pathao.cities()
          : kind === 'zone'
            ? await pathao.zones(parent!)
            : await pathao.areas(parent!);
      places = found.map(({ id, name }) => ({ id, name }));
    } else if (credentials.courier === 'redx') {
      const redx = createRedx({ ...credentials, baseUrl: config.couriers.redx, timeoutMs });
      places = (await redx.areas()).map(({ id, name }) => ({ id, name }));
    } else {
      places = [];
    }
  } catch (error) {
    if (error instanceof CourierError) throw new HttpError(503, COURIER_PLACES_UNAVAILABLE);
    throw error;
  }
  places = places.filter((place) => place.id > 0 && place.name !== '');
  cache.delete(key);
  cache.set(key, { places, expires: now + PLACES_TTL_MS });
  if (cache.size > PLACES_CACHED_MAX) cache.delete(cache.keys().next().value!);
  return { places };
}
