import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { carriedMessages } from './carried.ts';
import { messages as bnMessages } from './locales/bn.po';
import { applyDocumentLanguage, getStoredLocale, INTL_LOCALES, storeLocale, type Locale } from './locale.ts';

/** The one Lingui instance of an app; the `t` macro and `<I18nProvider>` both use it. */
export { i18n };

export type Catalogs = Partial<Record<Locale, Messages>>;

/**
 * Texts of @haat/i18n and @haat/ui, compiled from src/locales/*.po. Bengali, the default, is bundled;
 * English is fetched by `loadSharedCatalog` when someone chooses it (it keeps the storefront's first load small).
 */
const sharedCatalogs: Partial<Record<Locale, Messages>> = { bn: bnMessages };

/** Makes the shared texts of `locale` available; call (and await) before activating it. */
export async function loadSharedCatalog(locale: Locale): Promise<void> {
  if (sharedCatalogs[locale]) return;
  sharedCatalogs[locale] = (await import('./locales/en.po')).messages;
}

let appCatalogs: Catalogs = {};

/** An app's own compiled catalogs, merged over the shared ones on every activation. */
export function registerAppCatalogs(catalogs: Catalogs): void {
  appCatalogs = { ...catalogs };
}

/**
 * Loads the shared messages plus the app's (given, else registered) for `locale` and makes it active. Messages that
 * modules carried (carried.ts; none outside the storefront's browser build) are under both.
 */
export function activateLocale(locale: Locale, appMessages: Messages = appCatalogs[locale] ?? {}): void {
  i18n.loadAndActivate({
    locale,
    locales: INTL_LOCALES[locale],
    messages: { ...carriedMessages(locale), ...sharedCatalogs[locale], ...appMessages },
  });
}

/** Switches the language: remembers it, sets `<html lang>` and re-renders translated texts. */
export function setLocale(locale: Locale): void {
  storeLocale(locale);
  applyDocumentLanguage(locale);
  activateLocale(locale);
}

/**
 * Start-up: registers the app's catalogs and activates the stored language (bn by default).
 * Call once before rendering; `<I18nProvider>` calls it itself if nothing is active yet.
 */
export function initI18n(catalogs?: Catalogs): Locale {
  if (catalogs) registerAppCatalogs(catalogs);
  const locale = getStoredLocale();
  applyDocumentLanguage(locale);
  activateLocale(locale);
  return locale;
}

/**
 * A Lingui instance of its own with `locale` active (the shared texts loaded first with `loadSharedCatalog`):
 * a server renders each request in the shopper's language without touching the global instance.
 */
export function createI18n(locale: Locale, appMessages: Messages = {}): I18n {
  return setupI18n({
    locale,
    locales: INTL_LOCALES[locale],
    messages: { [locale]: { ...sharedCatalogs[locale], ...appMessages } },
  });
}
