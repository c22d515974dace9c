import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import * as styles from './pagination.css.ts';

export interface PaginationProps {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
}

/** Previous / next through a paged list; hidden when everything fits on one page. */
export function Pagination({ page, lastPage, onPageChange }: PaginationProps) {
  const { t, i18n } = useLingui();
  if (lastPage <= 1) return null;
  const locale = toLocale(i18n.locale);
  const current = formatNumber(page, locale);
  const last = formatNumber(lastPage, locale);
  return (
    <nav className={styles.nav} aria-label={t`Pages`}>
      <Button
        variant="secondary"
        size="sm"
        startIcon={<ChevronLeft size={16} />}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t`Previous`}
      </Button>
      <span className={styles.status} aria-live="polite">{t`Page ${current} of ${last}`}</span>
      <Button
        variant="secondary"
        size="sm"
        endIcon={<ChevronRight size={16} />}
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        {t`Next`}
      </Button>
    </nav>
  );
}
