// The three zones every Bangladeshi courier prices by (issue 29 item 3, decision 242): inside Dhaka city, Dhaka's
// suburbs, outside Dhaka. A delivery package may name one, or districts and areas of the owner's (decision 244);
// checkout offers the packages that fit the address and the ones for any address. Small on purpose: the checkout's
// first load carries it, not the list of places.
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

/** A district, or one area of it, that a package names (English names, as an address stores them). */
export interface PackagePlace {
  district: string;
  area: string | null;
}

/** What checkout needs to know of a package to offer it: its zone, or the places the owner named for it. */
export interface PlacedPackage {
  zone?: DeliveryZone | null | undefined;
  places?: readonly PackagePlace[] | undefined;
}

const namesPlaces = (deliveryPackage: PlacedPackage) => (deliveryPackage.places?.length ?? 0) > 0;

/**
 * The packages checkout offers for an address, in the shop's order. The most particular the owner set wins: the
 * packages naming the address's area, else those naming its district, else those of its zone (decision 244); the
 * packages for any address (express, say) are offered beside them. All of them while the district is not known.
 */
export function packagesFor<P extends PlacedPackage>(
  packages: readonly P[],
  address: { district?: string | null | undefined; area?: string | null | undefined },
): P[] {
  const district = findDistrict(address.district)?.en;
  if (!district) return [...packages];
  const area = address.area?.trim().toLowerCase() || null;
  const anywhere = (deliveryPackage: P) => !namesPlaces(deliveryPackage) && !deliveryPackage.zone;
  const naming = (matches: (place: PackagePlace) => boolean) =>
    packages.filter((deliveryPackage) => anywhere(deliveryPackage) || deliveryPackage.places?.some(matches));
  const inDistrict = (place: PackagePlace) => place.district === district;
  if (
    area &&
    packages.some((each) => each.places?.some((place) => inDistrict(place) && place.area?.toLowerCase() === area))
  )
    return naming((place) => inDistrict(place) && place.area?.toLowerCase() === area);
  if (packages.some((each) => each.places?.some((place) => inDistrict(place) && place.area === null)))
    return naming((place) => inDistrict(place) && place.area === null);
  const zone = deliveryZoneOf(district, address.area);
  return packages.filter(
    (deliveryPackage) => !namesPlaces(deliveryPackage) && deliversTo(deliveryPackage.zone ?? null, zone),
  );
}
