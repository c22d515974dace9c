import type { Locale } from '@haat/i18n/locale';

/** A shop, product or category name in the shopper's language: the Bengali name in bn when there is one. */
export function localizedName(item: { name: string; bn_name?: string | null }, locale: Locale): string {
  return locale === 'bn' && item.bn_name ? item.bn_name : item.name;
}
