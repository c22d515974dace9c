import { initI18n } from '@haat/i18n';
import { messages as bn } from '../locales/bn.po';
import { messages as en } from '../locales/en.po';

/** Registers the admin's catalogs with the shared ones and activates the stored language (bn by default). */
export function initAdminI18n() {
  return initI18n({ bn, en });
}
