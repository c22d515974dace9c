import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { attemptStatuses, paymentMethods, type AttemptStatus, type PaymentMethod } from '@haat/domain/advance-payment';
import type { AdminPayment } from '@haat/domain/schemas';
import { formatDateTime, formatMoney, localizeDigits } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input, Select } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { AttemptStatusBadge, usePaymentMethodLabel } from '../../../components/payment-badges.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useListParams } from '../../../hooks/use-list-params.ts';
import { errorText } from '../../../lib/error-text.ts';
import { paths } from '../../../lib/paths.ts';
import { useExportPayments, usePayments } from '../api/payments.ts';
import * as styles from './payments.css.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/u;

function positiveInteger(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((entry) => entry === value);

/** The shop's payments for reconciliation (issue 30): every attempt by date, method and status, and a CSV export. */
export function PaymentsView() {
  const { t, i18n } = useLingui();
  const { params, update } = useListParams();
  const methodLabel = usePaymentMethodLabel();
  const from = DATE.test(params.get('from') ?? '') ? params.get('from')! : undefined;
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : undefined;
  const method = pick(paymentMethods, params.get('method'));
  const status = pick(attemptStatuses, params.get('status'));
  const page = positiveInteger(params.get('page')) ?? 1;
  const filters = { from, to, method, status };
  const payments = usePayments({ ...filters, page });
  const exporting = useExportPayments();
  const statusLabels: Record<AttemptStatus, string> = {
    pending: t`Waiting for the gateway`,
    paid: t`Received`,
    failed: t`Failed`,
    cancelled: t`Cancelled`,
    to_verify: t`To verify`,
    rejected: t`Not received`,
  };

  const exportFile = () => exporting.mutate(filters, { onError: (error) => toast.error(errorText(i18n, error)) });

  return (
    <>
      <PageHeader
        title={t`Payments`}
        description={t`Every advance paid or sent to you, to check against your bKash, Nagad, Rocket and gateway statements.`}
        actions={
          <Button variant="secondary" onClick={exportFile} loading={exporting.isPending}>
            <Download size={16} aria-hidden="true" /> {t`Export CSV`}
          </Button>
        }
      />
      <div className={styles.toolbar} role="search">
        <FormField label={t`From`}>
          <Input
            type="date"
            value={from ?? ''}
            onChange={(event) => update({ from: event.target.value || undefined, page: undefined })}
          />
        </FormField>
        <FormField label={t`To`}>
          <Input
            type="date"
            value={to ?? ''}
            onChange={(event) => update({ to: event.target.value || undefined, page: undefined })}
          />
        </FormField>
        <FormField label={t`Method`}>
          <Select
            value={method ?? ''}
            onChange={(event) => update({ method: event.target.value || undefined, page: undefined })}
          >
            <option value="">{t`All methods`}</option>
            {paymentMethods.map((value) => (
              <option key={value} value={value}>
                {methodLabel(value)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t`Status`}>
          <Select
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value || undefined, page: undefined })}
          >
            <option value="">{t`All statuses`}</option>
            {attemptStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <QueryState query={payments}>
        {(list) =>
          list.data.length === 0 ? (
            <EmptyState title={t`No payments yet.`}>{t`Advances your customers pay or send show here.`}</EmptyState>
          ) : (
            <>
              <ul className={styles.list} aria-busy={payments.isFetching} aria-label={t`Payments`}>
                {list.data.map((payment) => (
                  <PaymentRow key={payment.id} payment={payment} methodLabel={methodLabel} />
                ))}
              </ul>
              <Pagination
                page={list.current_page}
                lastPage={list.last_page}
                onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}

function PaymentRow({
  payment,
  methodLabel,
}: {
  payment: AdminPayment;
  methodLabel: (method: PaymentMethod) => string;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const { shop_slug: slug = '' } = useParams();
  return (
    <li className={styles.row} data-testid={`payment-${payment.id}`}>
      <div className={styles.who}>
        <Link to={paths.order(slug, payment.order_id)}>{payment.order_code}</Link>
        <span>{payment.customer_name}</span>
        <span className={styles.muted}>{localizeDigits(payment.customer_mobile, locale)}</span>
        <span className={styles.muted}>
          {methodLabel(payment.method)} · {formatDateTime(payment.created_at, locale)}
        </span>
        {payment.transaction_id && <span className={styles.mono}>{t`TrxID ${payment.transaction_id}`}</span>}
        {payment.sender && <span className={styles.muted}>{t`from ${localizeDigits(payment.sender, locale)}`}</span>}
      </div>
      <span className={styles.amount}>{formatMoney(payment.amount, locale)}</span>
      <AttemptStatusBadge status={payment.status} />
    </li>
  );
}
