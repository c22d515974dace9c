export const SUPPORTED_LOCALES = ['bn', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Default and fallback language (docs/product/rules.md#other-limits). */
export const DEFAULT_LOCALE: Locale = 'bn';

/** Local storage key holding the chosen language (docs/product/http-contract.md#entities). */
export const LOCALE_STORAGE_KEY = 'locale';

/** Each language named in itself, for a language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { bn: 'বাংলা', en: 'English' };

/** BCP 47 tags used with Intl: Bangladesh formats for Bengali, day-first British English for English. */
export const INTL_LOCALES: Record<Locale, string> = { bn: 'bn-BD', en: 'en-GB' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** A supported locale from any input (a stored value, a `lang` query parameter); anything else is bn. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'bn' ? 'en' : 'bn';
}

/** Names in the reader's language are picked in one place, @haat/domain/localized-name; the front ends import them from here. */
export { localizedDistrict, localizedName, localizedPlace } from '@haat/domain/localized-name';

// Storage can be missing (SSR, Node) or throw (blocked cookies, private mode): both mean "no stored choice".
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function getStoredLocale(): Locale {
  try {
    return toLocale(storage()?.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // A full or blocked storage only loses the choice for the next visit.
  }
}

/** Sets `<html lang>` so screen readers and fonts pick the right language. No-op without a DOM. */
export function applyDocumentLanguage(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
}
