// The storefront's catalogs joined to the shared ones (docs/architecture.md: one place sets up Lingui).
// Bengali, the default: the server has the whole catalog; in the browser build the catalog is empty and each module
// brings the Bengali texts it shows (vite.config.ts `carriedLocale`, decision 117). English loads, whole, when someone
// chooses it. The choice is kept in the `lang` cookie too, so the server renders the shopper's language.
import type { I18n, Messages } from '@lingui/core';
import { createI18n, i18n, initI18n, loadSharedCatalog, registerAppCatalogs, setLocale, storeLocale } from '@haat/i18n';
import { toLocale, type Locale } from '@haat/i18n/locale';
import { messages as bn } from '../locales/bn.po';

const catalogs: Partial<Record<Locale, Messages>> = { bn };

/** The cookie that carries the shopper's language to the server. */
export const LANGUAGE_COOKIE = 'lang';

/** The language a Cookie header asks for; bn when none (or an unknown one). */
export function localeFromCookies(cookieHeader: string | null | undefined): Locale {
  const match = /(?:^|;\s*)lang=([^;]*)/u.exec(cookieHeader ?? '');
  return toLocale(match?.[1]);
}

async function loadCatalog(locale: Locale): Promise<void> {
  await loadSharedCatalog(locale);
  if (catalogs[locale]) return;
  const { messages } = await import('../locales/en.po');
  catalogs.en = messages;
  registerAppCatalogs(catalogs);
}

function rememberLocale(locale: Locale): void {
  storeLocale(locale);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not a text
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** In the browser: registers the app's catalogs and activates the language the page was rendered in. */
export async function setUpI18n(locale: Locale = localeFromCookies(document.cookie)): Promise<void> {
  await loadCatalog(locale);
  storeLocale(locale);
  initI18n(catalogs);
}

/** Switches the language once its catalog is loaded (persisted, sets <html lang>). */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  rememberLocale(locale);
  setLocale(locale);
}

const serverInstances = new Map<Locale, I18n>();

/** On the server: one Lingui instance per language, shared by the requests in that language. */
export async function i18nForLocale(locale: Locale): Promise<I18n> {
  let instance = serverInstances.get(locale);
  if (!instance) {
    await loadCatalog(locale);
    instance = createI18n(locale, catalogs[locale]);
    serverInstances.set(locale, instance);
  }
  return instance;
}

/**
 * The Lingui instance that translates for `locale` right now, for code that cannot wait (React Router's `meta`): on
 * the server the language's own (entry.server.tsx made it before rendering), in the browser the app's.
 */
export function readyI18n(locale: Locale): I18n {
  return serverInstances.get(locale) ?? i18n;
}
