export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  LOCALE_NAMES,
  INTL_LOCALES,
  isLocale,
  toLocale,
  otherLocale,
  getStoredLocale,
  storeLocale,
  applyDocumentLanguage,
  type Locale,
} from './locale.ts';
export {
  i18n,
  activateLocale,
  loadSharedCatalog,
  registerAppCatalogs,
  setLocale,
  initI18n,
  createI18n,
  type Catalogs,
} from './i18n.ts';
export { I18nProvider, useLocale, type LocaleControls } from './react.tsx';
export {
  formatMoney,
  formatNumber,
  formatDate,
  formatDateTime,
  toBengaliDigits,
  localizeDigits,
  TAKA_SIGN,
  DISPLAY_TIME_ZONE,
  type DateStyle,
} from './format.ts';
export * from './messages/index.ts';
