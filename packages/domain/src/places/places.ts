// The places of Bangladesh an address names: 8 divisions, 64 districts, and in each district its upazilas (and in
// Dhaka and Chattogram the city's thanas and areas). An address stores the district's and the area's English names;
// the Bengali names and other spellings are for showing and finding them. Data: upazilas.json (generated from
// nuhil/bangladesh-geocode, MIT) and city-areas.ts; SOURCES.md says where each comes from.
// About 30 KB of data: a browser loads this module only when an address form opens (import()).
import { findDistrict } from '../districts.ts';
import { cityAreas } from './city-areas.ts';
import data from './upazilas.json' with { type: 'json' };

export interface Division {
  en: string;
  bn: string;
  /** English names of its districts, as @haat/domain/districts names them. */
  districts: readonly string[];
}

/** `city`: a thana or area of Dhaka or Chattogram city; `upazila`: an upazila of the district. */
export type PlaceKind = 'city' | 'upazila';

export interface Place {
  /** The district's English name (@haat/domain/districts). */
  district: string;
  /** The area's English name: what an address stores. Unique within its district. */
  area: string;
  bn: string;
  kind: PlaceKind;
  postCode: string | null;
  /** Other spellings and the names of towns inside it, in either script. */
  aliases: readonly string[];
}

export const divisions: readonly Division[] = data.divisions;

function build(): Map<string, Place[]> {
  const byDistrict = new Map<string, Place[]>();
  for (const [district, rows] of Object.entries(cityAreas)) {
    byDistrict.set(
      district,
      rows.map(([area, bn, postCode, ...aliases]) => ({
        district,
        area,
        bn,
        kind: 'city',
        postCode: postCode || null,
        aliases,
      })),
    );
  }
  for (const [district, rows] of Object.entries(data.upazilas)) {
    const upazilas = rows.map(([area = '', bn = '', ...aliases]): Place => ({
      district,
      area,
      bn,
      kind: 'upazila',
      postCode: null,
      aliases,
    }));
    byDistrict.set(district, [...(byDistrict.get(district) ?? []), ...upazilas]);
  }
  return byDistrict;
}

const byDistrict = build();

/** Every place, city areas first. */
export const places: readonly Place[] = [...byDistrict.values()].flat();

/** The places of a district (by its English or Bengali name): city areas first, then upazilas, each by name. */
export function areasOf(district: string | null | undefined): readonly Place[] {
  const found = findDistrict(district);
  return found ? (byDistrict.get(found.en) ?? []) : [];
}

/** The place named `area` (English, Bengali or another spelling, any case) in `district`; null when it is not there. */
export function findArea(district: string | null | undefined, area: string | null | undefined): Place | null {
  const key = area?.trim().toLowerCase();
  if (!key) return null;
  return (
    areasOf(district).find(
      (place) =>
        place.area.toLowerCase() === key ||
        place.bn === key ||
        place.aliases.some((alias) => alias.toLowerCase() === key),
    ) ?? null
  );
}

/**
 * An address's district and area as stored: their English names. An area must be one of its district's (else
 * `null`: refuse with `validation.area_not_in_district`); without an area the district is kept as given, so addresses
 * and orders from before areas (any text) still save.
 */
export function addressPlace(
  district: string | null | undefined,
  area: string | null | undefined,
): { district: string | null; area: string | null } | null {
  const knownDistrict = findDistrict(district);
  const districtName = knownDistrict?.en ?? (district?.trim() || null);
  if (!area?.trim()) return { district: districtName, area: null };
  const place = findArea(district, area);
  return place ? { district: place.district, area: place.area } : null;
}
