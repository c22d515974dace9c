/**
 * The courier's places a booking names (Pathao's cities and zones; RedX's delivery areas), and where a parcel goes
 * in them (decision 243). The lists need a token, so they are asked with a shop's own credentials, but they are
 * the same for every shop: one copy is kept in `courier_place_lists` for a day and refreshed by
 * `couriers.places` (Pathao allows 60 requests a minute). A parcel's place is the owner's earlier choice for its
 * area, else the one courier place its area's name fits; when several fit, the owner chooses once for that area.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { CourierName, CourierPlaceKind } from '@haat/domain/couriers';
import { courierPlaceKinds } from '@haat/domain/couriers';
import { courierAreaFor, courierCityFor, type CourierPlaceEntry } from '@haat/domain/courier-places';
import { findArea } from '@haat/domain/places';
import type { CourierPlaces, CourierPlacesQuery, ParcelLocation } from '@haat/domain/schemas';
import { courierAccounts, courierAreaChoices, courierPlaceLists } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import type { Config } from '../../platform/config/env.ts';
import { CourierError } from '../../integrations/couriers/courier.ts';
import type { CourierCredentials } from '../../integrations/couriers/courier-credentials.ts';
import { createPathao } from '../../integrations/couriers/pathao.ts';
import { createRedx } from '../../integrations/couriers/redx.ts';
import { HttpError, invalid } from '../../platform/http/errors.ts';
import type { Logger } from '../../platform/observability/logger.ts';
import { openAccount } from './courier-accounts.service.ts';

export const PLACES_TTL_MS = 24 * 60 * 60 * 1000;
/** Between two list requests of the refresh: within Pathao's 60 a minute, with room for bookings. */
const REFRESH_PAUSE_MS = 2_000;

export const COURIER_PLACES_UNAVAILABLE = "The courier's list of places could not be loaded; try again later";

/** Asks the courier for one list; throws its CourierError when it cannot answer. */
async function fetchList(
  config: Config,
  credentials: CourierCredentials,
  kind: CourierPlaceKind,
  parentId: number,
): Promise<CourierPlaceEntry[]> {
  const { timeoutMs } = config.couriers;
  let places: CourierPlaceEntry[] = [];
  if (credentials.courier === 'pathao') {
    const pathao = createPathao({ ...credentials, baseUrl: config.couriers.pathao, timeoutMs });
    const found =
      kind === 'city'
        ? await pathao.cities()
        : kind === 'zone'
          ? await pathao.zones(parentId)
          : await pathao.areas(parentId);
    places = found.map(({ id, name }) => ({ id, name }));
  } else if (credentials.courier === 'redx') {
    const redx = createRedx({ ...credentials, baseUrl: config.couriers.redx, timeoutMs });
    places = (await redx.areas()).map(({ id, name, postCode }) => ({ id, name, postCode: postCode ?? null }));
  }
  return places.filter((place) => place.id > 0 && place.name !== '');
}

async function storeList(
  db: Database,
  courier: CourierName,
  kind: CourierPlaceKind,
  parentId: number,
  places: CourierPlaceEntry[],
  now: number,
): Promise<void> {
  const fetchedAt = new Date(now);
  await db
    .insert(courierPlaceLists)
    .values({ courier, kind, parentId, places, fetchedAt })
    .onConflictDoUpdate({
      target: [courierPlaceLists.courier, courierPlaceLists.kind, courierPlaceLists.parentId],
      set: { places, fetchedAt },
    });
}

/** A courier's list: the kept copy while it is a day old or younger, else asked again (the old copy if it cannot). */
export async function courierPlaceList(
  db: Database,
  config: Config,
  credentials: CourierCredentials,
  kind: CourierPlaceKind,
  parentId = 0,
  now = Date.now(),
): Promise<CourierPlaceEntry[]> {
  const { courier } = credentials;
  const [kept] = await db
    .select({ places: courierPlaceLists.places, fetchedAt: courierPlaceLists.fetchedAt })
    .from(courierPlaceLists)
    .where(
      and(
        eq(courierPlaceLists.courier, courier),
        eq(courierPlaceLists.kind, kind),
        eq(courierPlaceLists.parentId, parentId),
      ),
    );
  if (kept && kept.fetchedAt.getTime() + PLACES_TTL_MS > now) return kept.places;
  let places;
  try {
    places = await fetchList(config, credentials, kind, parentId);
  } catch (error) {
    if (error instanceof CourierError && kept) return kept.places;
    throw error;
  }
  await storeList(db, courier, kind, parentId, places, now);
  return places;
}

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

  const credentials = await openAccount(db, config, shopId, courier);
  if (!credentials) throw invalid({ courier: ['validation.courier_not_connected'] });
  try {
    const places = await courierPlaceList(db, config, credentials, kind, parent ?? 0, now);
    return { places: places.map(({ id, name }) => ({ id, name })) };
  } catch (error) {
    if (error instanceof CourierError) throw new HttpError(503, COURIER_PLACES_UNAVAILABLE);
    throw error;
  }
}

// ---- where a parcel goes -----------------------------------------------------------

/** One courier's lists, each read once however many parcels ask (a booking job's 500 parcels, one RedX list). */
export interface PlaceLists {
  courier: CourierName;
  get(kind: CourierPlaceKind, parentId?: number): Promise<CourierPlaceEntry[]>;
}

export function placeLists(
  db: Database,
  config: Config,
  credentials: CourierCredentials,
  now = Date.now(),
): PlaceLists {
  const read = new Map<string, Promise<CourierPlaceEntry[]>>();
  return {
    courier: credentials.courier,
    get(kind, parentId = 0) {
      const key = `${kind}:${parentId}`;
      let list = read.get(key);
      if (!list) {
        list = courierPlaceList(db, config, credentials, kind, parentId, now);
        read.set(key, list);
        // A failed read is asked again by the next parcel.
        list.catch(() => read.delete(key));
      }
      return list;
    },
  };
}

/** The courier's place for an address, or the places it could be (empty: none fits) for the owner to choose. */
export type ParcelPlace = { location: ParcelLocation } | { location: null; candidates: CourierPlaceEntry[] };

/** Remembers the owner's choice for an area: that area's next parcels with this courier go there on their own. */
export async function rememberAreaChoice(
  db: Database,
  shopId: number,
  courier: CourierName,
  address: { district: string | null; area: string | null },
  location: ParcelLocation,
): Promise<void> {
  const place = findArea(address.district, address.area);
  if (courier === 'steadfast' || !place || Object.keys(location).length === 0) return;
  const { district, area } = place;
  await db
    .insert(courierAreaChoices)
    .values({ shopId, courier, district, area, location })
    .onConflictDoUpdate({
      target: [
        courierAreaChoices.shopId,
        courierAreaChoices.courier,
        courierAreaChoices.district,
        courierAreaChoices.area,
      ],
      set: { location, updatedAt: new Date() },
    });
}

/**
 * Where an order's parcel goes in the courier's places. Pathao: its city and zone when both are certain, else
 * nothing (Pathao then finds them from the address, as its API allows), or the owner's choice when the zone is
 * ambiguous; RedX, which cannot book without an area: its area, or the candidates for the owner.
 */
export async function resolveParcelPlace(
  db: Database,
  lists: PlaceLists,
  shopId: number,
  address: { district: string | null; area: string | null },
): Promise<ParcelPlace> {
  const { courier } = lists;
  if (courier === 'steadfast') return { location: {} };
  // Kept under the place's English names: an order may name its district in Bengali.
  const place = findArea(address.district, address.area);
  if (place) {
    const [chosen] = await db
      .select({ location: courierAreaChoices.location })
      .from(courierAreaChoices)
      .where(
        and(
          eq(courierAreaChoices.shopId, shopId),
          eq(courierAreaChoices.courier, courier),
          eq(courierAreaChoices.district, place.district),
          eq(courierAreaChoices.area, place.area),
        ),
      );
    if (chosen) return { location: chosen.location };
  }
  if (courier === 'redx') {
    const fit = courierAreaFor(address.district, address.area, await lists.get('area'));
    return fit.found
      ? { location: { area_id: fit.found.id, area_name: fit.found.name } }
      : { location: null, candidates: fit.candidates };
  }
  const city = courierCityFor(address.district, await lists.get('city')).found;
  if (!city || !address.area) return { location: {} };
  const zone = courierAreaFor(address.district, address.area, await lists.get('zone', city.id));
  if (zone.found) return { location: { city_id: city.id, zone_id: zone.found.id } };
  return zone.candidates.length > 0 ? { location: null, candidates: zone.candidates } : { location: {} };
}

// ---- the refresh -------------------------------------------------------------------

/**
 * `couriers.places`: asks again for the lists older than a day, with the credentials of one shop connected to
 * that courier. A list no shop has needed is never asked for; a courier that cannot answer keeps its old copy.
 */
export async function refreshCourierPlaces(
  deps: { db: Database; config: Config; logger: Logger },
  now = Date.now(),
  pause: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<{ refreshed: number; failed: number }> {
  const { db, config, logger } = deps;
  const stale = await db
    .select({ courier: courierPlaceLists.courier, kind: courierPlaceLists.kind, parentId: courierPlaceLists.parentId })
    .from(courierPlaceLists)
    .where(lt(courierPlaceLists.fetchedAt, new Date(now - PLACES_TTL_MS)))
    .orderBy(asc(courierPlaceLists.courier), asc(courierPlaceLists.kind), asc(courierPlaceLists.parentId));
  const counts = { refreshed: 0, failed: 0 };
  const credentialsOf = new Map<string, CourierCredentials | null>();
  for (const [index, list] of stale.entries()) {
    const courier = list.courier as CourierName;
    if (!credentialsOf.has(courier)) {
      const [account] = await db
        .select({ shopId: courierAccounts.shopId })
        .from(courierAccounts)
        .where(eq(courierAccounts.courier, courier))
        .orderBy(asc(courierAccounts.id))
        .limit(1);
      credentialsOf.set(courier, account ? ((await openAccount(db, config, account.shopId, courier)) ?? null) : null);
    }
    const credentials = credentialsOf.get(courier);
    if (!credentials) continue;
    if (index > 0) await pause(REFRESH_PAUSE_MS);
    try {
      const kind = list.kind as CourierPlaceKind;
      await storeList(db, courier, kind, list.parentId, await fetchList(config, credentials, kind, list.parentId), now);
      counts.refreshed += 1;
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      counts.failed += 1;
      logger.warn('courier places not refreshed', { courier, kind: list.kind, reason: error.reason });
    }
  }
  return counts;
}
