// The storefront's catalogs joined to the shared ones (docs/architecture.md: one place sets up Lingui).
// Bengali, the default, is in the first-load bundle; English loads when someone chooses it.
import type { Messages } from '@lingui/core';
import { initI18n, loadSharedCatalog, registerAppCatalogs, setLocale } from '@haat/i18n';
import { getStoredLocale, type Locale } from '@haat/i18n/locale';
import { messages as bn } from '../locales/bn.po';

const catalogs: Partial<Record<Locale, Messages>> = { bn };

async function loadCatalog(locale: Locale): Promise<void> {
  await loadSharedCatalog(locale);
  if (catalogs[locale]) return;
  const { messages } = await import('../locales/en.po');
  catalogs.en = messages;
  registerAppCatalogs(catalogs);
}

/** Registers the app's catalogs and activates the stored language (bn by default). */
export async function setUpI18n(): Promise<void> {
  await loadCatalog(getStoredLocale());
  initI18n(catalogs);
}

/** Switches the language once its catalog is loaded (persisted, sets <html lang>). */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  setLocale(locale);
}
