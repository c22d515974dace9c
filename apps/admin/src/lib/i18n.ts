import { initI18n, loadSharedCatalog } from '@haat/i18n';
import { messages as bn } from '../locales/bn.po';
import { messages as en } from '../locales/en.po';

/** Registers the admin's catalogs with the shared ones and activates the stored language (bn by default). */
export function registerAdminCatalogs() {
  return initI18n({ bn, en });
}

/** Start-up: both languages up front (the address can switch to English, `lang=en`, at any time). */
export async function initAdminI18n() {
  await loadSharedCatalog('en');
  return registerAdminCatalogs();
}
