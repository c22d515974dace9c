import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { themes, type Theme } from '@haat/domain/schemas';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { toast } from '@haat/ui/toast';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCurrentShop } from '../../../lib/online-shop.ts';
import { useUpdateTheme } from '../api/update-theme.ts';
import { ThemePreview } from './theme-preview.tsx';
import * as styles from './themes.css.ts';

const themeTexts: Record<Theme, { name: MessageDescriptor; text: MessageDescriptor }> = {
  1: { name: msg`Classic`, text: msg`Logo, name and address in a calm, warm look.` },
  2: { name: msg`Bold`, text: msg`A call button with your public number and the cart total in the header.` },
  3: { name: msg`Compact`, text: msg`A slim header and a dark footer, leaving more room for products.` },
};

/** Pick one of the three storefront themes, seeing its header and footer before saving. */
export function ThemesView() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useCurrentShop();
  const [chosen, setChosen] = useState<Theme>(shop.theme);
  const update = useUpdateTheme();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(chosen, {
      onSuccess: () => toast.success(t`Theme saved`),
      onError: (error) => toast.error(errorText(i18n, error)),
    });
  };

  return (
    <>
      <PageHeader title={t`Themes`} description={t`Choose how your shop’s header and footer look.`} />
      <section className={styles.livePreview} aria-labelledby="live-preview">
        <h2 id="live-preview">{t`Preview: ${i18n._(themeTexts[chosen].name)}`}</h2>
        <ThemePreview theme={chosen} shop={shop} />
      </section>
      <form onSubmit={submit} aria-label={t`Theme`}>
        <fieldset className={styles.options}>
          <legend className={styles.legend}>{t`Themes`}</legend>
          {themes.map((theme) => (
            <label key={theme} className={styles.option}>
              <span className={styles.optionHead}>
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  aria-labelledby={`theme-${theme}-name`}
                  aria-describedby={`theme-${theme}-text`}
                  checked={chosen === theme}
                  onChange={() => setChosen(theme)}
                />
                <span id={`theme-${theme}-name`}>
                  {t`Theme ${formatNumber(theme, locale)}: ${i18n._(themeTexts[theme].name)}`}
                </span>
                {shop.theme === theme && <Badge tone="green">{t`Current`}</Badge>}
              </span>
              <span id={`theme-${theme}-text`} className={styles.optionText}>
                {i18n._(themeTexts[theme].text)}
              </span>
              <ThemePreview theme={theme} shop={shop} />
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={update.isPending} disabled={chosen === shop.theme}>
            {t`Save theme`}
          </Button>
        </div>
      </form>
    </>
  );
}
