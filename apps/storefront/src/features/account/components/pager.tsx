import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import * as styles from './dashboard.css.ts';

export interface PagerProps {
  page: number;
  lastPage: number;
  busy?: boolean;
  label: string;
  onPage: (page: number) => void;
}

/** Previous / "Page 2 of 5" / Next. */
export function Pager({ page, lastPage, busy = false, label, onPage }: PagerProps) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const current = formatNumber(page, locale);
  const last = formatNumber(lastPage, locale);
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span className={styles.muted} aria-live="polite">
        <Trans>
          Page {current} of {last}
        </Trans>
      </span>
      <Button variant="secondary" size="sm" disabled={page >= lastPage || busy} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
