import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { LOCALE_NAMES, otherLocale } from '@haat/i18n/locale';
import { useLocale } from '@haat/i18n/react';
import { changeLocale } from './i18n.ts';
import * as styles from './language-toggle.css.ts';

/** bn ⇄ en, persisted; shows the other language in its own script (the shop's footer, the market home). */
export function LanguageToggle() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const next = otherLocale(locale);
  return (
    <button
      type="button"
      className={styles.languageButton}
      onClick={() => void changeLocale(next)}
      aria-label={t`Change language to ${LOCALE_NAMES[next]}`}
    >
      <Languages size={16} aria-hidden="true" />
      <span lang={next}>{LOCALE_NAMES[next]}</span>
    </button>
  );
}
