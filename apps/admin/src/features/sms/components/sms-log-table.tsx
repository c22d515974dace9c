import { useLingui } from '@lingui/react/macro';
import type { SmsLog } from '@haat/domain/schemas';
import { isSmsEvent } from '@haat/domain/sms-templates';
import { formatDateTime, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Badge, type BadgeTone } from '@haat/ui/badge';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { smsEventLabels, smsLogStatusLabels } from './sms-texts.ts';
import * as styles from './sms.css.ts';

const statusTones: Record<SmsLog['log']['data'][number]['status'], BadgeTone> = {
  queued: 'blue',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  skipped: 'grey',
};

export interface SmsLogTableProps {
  log: SmsLog;
  onPageChange: (page: number) => void;
}

/** This month's segments against the budget, and a page of the SMS the shop sent or tried to send. */
export function SmsLogTable({ log, onPageChange }: SmsLogTableProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const used = formatNumber(log.usage.used_segments, locale);
  const budget = formatNumber(log.usage.monthly_segments, locale);
  return (
    <>
      <p className={styles.usage} data-testid="sms-usage">
        {t`This month: ${used} of ${budget} SMS used`}
      </p>
      {log.log.data.length === 0 ? (
        <EmptyState title={t`No SMS yet.`}>{t`Order SMS appear here once orders come in.`}</EmptyState>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Time`}</th>
                <th scope="col">{t`Event`}</th>
                <th scope="col">{t`To`}</th>
                <th scope="col">{t`SMS`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Error`}</th>
              </tr>
            </thead>
            <tbody>
              {log.log.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.created_at, locale, 'short')}</td>
                  <td>{isSmsEvent(entry.event) ? i18n._(smsEventLabels[entry.event]) : entry.event}</td>
                  <td>{entry.to}</td>
                  <td title={entry.text}>{formatNumber(entry.segments, locale)}</td>
                  <td>
                    <Badge tone={statusTones[entry.status]}>{i18n._(smsLogStatusLabels[entry.status])}</Badge>
                  </td>
                  <td>{entry.error ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={log.log.current_page} lastPage={log.log.last_page} onPageChange={onPageChange} />
    </>
  );
}
