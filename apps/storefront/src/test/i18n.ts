import { act } from '@testing-library/react';
import { activateLocale, registerAppCatalogs, type Locale } from '@haat/i18n';
import { messages as bn } from '../locales/bn.po';
import { messages as en } from '../locales/en.po';

registerAppCatalogs({ bn, en });

/** Both catalogs are loaded in tests; English unless a test asks for Bengali. */
export function setTestLocale(locale: Locale): void {
  act(() => activateLocale(locale));
}
