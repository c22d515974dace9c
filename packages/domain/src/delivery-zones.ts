// The three zones every Bangladeshi courier prices by (issue 29 item 3, decision 242): inside Dhaka city, Dhaka's
// suburbs, outside Dhaka. A delivery package may name one; checkout offers the packages of the address's zone and
// the ones that name none. Small on purpose: the checkout's first load carries it, not the list of places.
import { findDistrict } from './districts.ts';

export const deliveryZones = ['dhaka_city', 'dhaka_suburbs', 'outside_dhaka'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

/** The upazilas of Dhaka district outside the city (every other area of the district is a city thana or area). */
const DHAKA_UPAZILAS = new Set(['savar', 'dhamrai', 'keraniganj', 'nawabganj', 'dohar']);
/** Districts whose every address is a suburb of Dhaka for the couriers (Tongi, Ashulia's neighbours, Fatullah). */
const SUBURB_DISTRICTS = new Set(['Gazipur', 'Narayanganj']);

/**
 * The zone of an address: its district (English or Bengali name) and, in Dhaka district, its area's English name
 * (what an address stores). Null while it cannot be told: no district yet, or Dhaka without an area.
 */
export function deliveryZoneOf(
  district: string | null | undefined,
  area: string | null | undefined,
): DeliveryZone | null {
  const found = findDistrict(district);
  if (!found) return null;
  if (SUBURB_DISTRICTS.has(found.en)) return 'dhaka_suburbs';
  if (found.en !== 'Dhaka') return 'outside_dhaka';
  const key = area?.trim().toLowerCase();
  if (!key) return null;
  return DHAKA_UPAZILAS.has(key) ? 'dhaka_suburbs' : 'dhaka_city';
}

/** Whether a package of `packageZone` (null: any address) delivers to an address in `addressZone`. */
export function deliversTo(packageZone: DeliveryZone | null, addressZone: DeliveryZone | null): boolean {
  return packageZone === null || addressZone === null || packageZone === addressZone;
}

/**
 * The packages checkout offers for an address: those of its zone and those for any address, in the shop's order
 * (all of them while the zone cannot be told).
 */
export function packagesFor<P extends { zone?: DeliveryZone | null | undefined }>(
  packages: readonly P[],
  addressZone: DeliveryZone | null,
): P[] {
  return packages.filter((deliveryPackage) => deliversTo(deliveryPackage.zone ?? null, addressZone));
}
