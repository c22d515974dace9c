import { useCallback, type ReactNode } from 'react';
import { I18nProvider as LinguiI18nProvider, useLingui } from '@lingui/react';
import { i18n, initI18n, setLocale } from './i18n.ts';
import { otherLocale, toLocale, type Locale } from './locale.ts';

/** Lingui's provider bound to Haat's i18n instance; activates the stored language if none is active yet. */
export function I18nProvider({ children }: { children?: ReactNode }) {
  if (!i18n.locale) initI18n();
  return <LinguiI18nProvider i18n={i18n}>{children}</LinguiI18nProvider>;
}

export interface LocaleControls {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** bn ⇄ en */
  toggle: () => void;
}

/** The active language and ways to change it; components re-render when it changes. */
export function useLocale(): LocaleControls {
  const { i18n: active } = useLingui();
  const locale = toLocale(active.locale);
  const toggle = useCallback(() => setLocale(otherLocale(locale)), [locale]);
  return { locale, setLocale, toggle };
}
