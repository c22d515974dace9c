import { useCallback, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider as LinguiI18nProvider, useLingui } from '@lingui/react';
import { i18n, initI18n, setLocale } from './i18n.ts';
import { otherLocale, toLocale, type Locale } from './locale.ts';

/**
 * Lingui's provider bound to Haat's i18n instance (activating the stored language if none is active yet), or to the
 * instance given (a server's, one per request language).
 */
export function I18nProvider({ children, instance }: { children?: ReactNode; instance?: I18n }) {
  if (!instance && !i18n.locale) initI18n();
  return <LinguiI18nProvider i18n={instance ?? i18n}>{children}</LinguiI18nProvider>;
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
