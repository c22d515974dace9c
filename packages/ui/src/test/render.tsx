import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { I18nProvider, activateLocale, type Locale } from '@haat/i18n';

/** Renders inside Haat's i18n provider with `locale` active (English unless told). */
export function renderWithI18n(ui: ReactElement, locale: Locale = 'en'): RenderResult {
  act(() => activateLocale(locale));
  return render(<I18nProvider>{ui}</I18nProvider>);
}
