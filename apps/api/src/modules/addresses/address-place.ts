// The district and area of a saved address or an order, as stored and as shown (@haat/domain/places).
import { addressPlace, findArea } from '@haat/domain/places';
import { invalid } from '../../platform/http/errors.ts';

/** The English names to store; 422 on `area` when the area is not one of the district's. */
export function checkedPlace(
  district: string | null | undefined,
  area: string | null | undefined,
): { district: string | null; area: string | null } {
  const place = addressPlace(district, area);
  if (!place) throw invalid({ area: ['validation.area_not_in_district'] });
  return place;
}

/** The stored area's Bengali name (null without an area, or for one the place list no longer has). */
export function areaBn(district: string | null, area: string | null): string | null {
  return findArea(district, area)?.bn ?? null;
}
