/**
 * Names in the reader's language: the one place that picks them, for the API's SMS and both front ends'
 * pages, invoices and labels. Shops, products and categories may have a Bengali name beside the name;
 * districts are stored by their English name and have a Bengali one in the list of districts.
 */
import { findDistrict } from './districts.ts';

/** The languages a reader reads names in. */
export type NameLanguage = 'bn' | 'en';

/** Something named, with an optional Bengali name (a shop, a product, a category, an order line). */
export interface Named {
  name: string;
  bn_name?: string | null;
}

/** The item's name in `language`: its Bengali name in Bengali when it has one, else its name. */
export function localizedName(item: Named, language: NameLanguage): string {
  return language === 'bn' && item.bn_name?.trim() ? item.bn_name : item.name;
}

/** A stored district name in `language` (Bengali: "Dhaka" is "ঢাকা"); a name not on the list as it was given. */
export function localizedDistrict(name: string, language: NameLanguage): string {
  return findDistrict(name)?.[language] ?? name;
}

/** Where an order or a saved address is: its upazila, thana or city area and its district (stored by English names). */
export interface Placed {
  district: string | null;
  area: string | null;
  area_bn: string | null;
}

/** "area, district" in `language` ("মিরপুর ১০, ঢাকা"), shown after the address line; '' when it has neither. */
export function localizedPlace(where: Placed, language: NameLanguage): string {
  const area = language === 'bn' ? where.area_bn || where.area : where.area;
  return [area, where.district && localizedDistrict(where.district, language)].filter(Boolean).join(', ');
}
