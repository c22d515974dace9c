import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MessageCircle, Phone } from 'lucide-react';
import { whatsappLink } from '@haat/domain/chat';
import { CANCEL_REASON_MAX_LENGTH, type OrderToConfirm } from '@haat/domain/schemas';
import { formatMoney, formatNumber } from '@haat/i18n/format';
import { toLocale, type Locale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { FormField } from '@haat/ui/form-field';
import { Textarea } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText, hasStatus } from '../../../lib/error-text.ts';
import { useBulkConfirmOrders, useCancelOrder, useConfirmOrder, useOrdersToConfirm } from '../api/to-confirm.ts';
import { PaymentStatusBadge } from '../../../components/payment-badges.tsx';
import { CodRiskBadge } from '../../../components/cod-risk-badge.tsx';
import * as styles from './orders.css.ts';

/** "35 min", "5 h", "2 d" in the locale's digits. */
function useAge() {
  const { t } = useLingui();
  return (seconds: number, locale: Locale) => {
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return t`${formatNumber(minutes, locale)} min ago`;
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return t`${formatNumber(hours, locale)} h ago`;
    return t`${formatNumber(Math.floor(hours / 24), locale)} days ago`;
  };
}

/**
 * New orders waiting for the owner's call, oldest first: call or WhatsApp the customer, see the risk,
 * confirm or cancel with a reason; tick several to confirm them at once (held orders are confirmed one by one).
 */
export function ToConfirmList({
  page,
  onPageChange,
  onOpen,
}: {
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useLingui();
  const orders = useOrdersToConfirm(page);
  const bulk = useBulkConfirmOrders();
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const toggle = (id: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirmSelected = () =>
    bulk.mutateAsync([...selected]).then(
      (result) => {
        setSelected(new Set());
        const changed = formatNumber(result.changed.length, toLocale(i18n.locale));
        const refused = formatNumber(result.refused.length, toLocale(i18n.locale));
        if (result.refused.length === 0) toast.success(t`${changed} orders confirmed`);
        else toast.error(t`${changed} orders confirmed, ${refused} not: held for a call or changed meanwhile`);
      },
      (error: unknown) => toast.error(errorText(i18n, error)),
    );

  return (
    <QueryState query={orders}>
      {(list) =>
        list.data.length === 0 ? (
          <EmptyState title={t`No new orders to confirm.`} />
        ) : (
          <>
            <div className={styles.actions}>
              <Button
                variant="primary"
                disabled={selected.size === 0}
                loading={bulk.isPending}
                onClick={() => void confirmSelected()}
              >
                {t`Confirm selected (${formatNumber(selected.size, toLocale(i18n.locale))})`}
              </Button>
            </div>
            <ul className={styles.list} aria-busy={orders.isFetching}>
              {list.data.map((order) => (
                <ToConfirmRow
                  key={order.id}
                  order={order}
                  selected={selected.has(order.id)}
                  onSelect={(on) => toggle(order.id, on)}
                  onOpen={() => onOpen(order.id)}
                />
              ))}
            </ul>
            <Pagination page={list.current_page} lastPage={list.last_page} onPageChange={onPageChange} />
          </>
        )
      }
    </QueryState>
  );
}

function ToConfirmRow({
  order,
  selected,
  onSelect,
  onOpen,
}: {
  order: OrderToConfirm;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const age = useAge();
  const confirm = useConfirmOrder();
  const [cancelOpen, setCancelOpen] = useState(false);
  const items = formatNumber(order.items_count, locale);

  const run = () =>
    confirm.mutateAsync(order.id).then(
      () => toast.success(t`Order ${order.code} confirmed`),
      (error: unknown) =>
        toast.error(
          hasStatus(error, 409)
            ? t`This order was changed meanwhile. Its latest status is shown now.`
            : errorText(i18n, error),
        ),
    );

  return (
    <li className={styles.queueRow} data-testid={`to-confirm-${order.code}`}>
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t`Select order ${order.code}`}
      />
      <span className={styles.queueWho}>
        <span className={styles.code}>{order.code}</span>
        <span>{order.name}</span>
        <span className={styles.muted}>
          {t`${items} items`} · {formatMoney(order.total, locale)} · {age(order.age_seconds, locale)}
        </span>
      </span>
      <span className={styles.actions}>
        <CodRiskBadge risk={order.cod_risk} />
        {order.held_for_call && <Badge tone="orange">{t`Call first`}</Badge>}
        {(order.advance > 0 || order.payments_to_verify > 0) && (
          <PaymentStatusBadge status={order.payment_status} toVerify={order.payments_to_verify > 0} />
        )}
      </span>
      <span className={styles.actions}>
        <a className={styles.contactLink} href={`tel:${order.mobile}`} aria-label={t`Call ${order.mobile}`}>
          <Phone size={16} aria-hidden /> {order.mobile}
        </a>
        <a
          className={styles.contactLink}
          href={whatsappLink(order.mobile)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`WhatsApp ${order.mobile}`}
        >
          <MessageCircle size={16} aria-hidden /> {t`WhatsApp`}
        </a>
      </span>
      <span className={styles.actions}>
        <Button size="sm" variant="primary" loading={confirm.isPending} onClick={() => void run()}>
          {t`Confirm`}
        </Button>
        <Button size="sm" variant="danger" onClick={() => setCancelOpen(true)}>
          {t`Cancel`}
        </Button>
        <Button size="sm" variant="secondary" onClick={onOpen} aria-label={t`Details of order ${order.code}`}>
          {t`Details`}
        </Button>
      </span>
      <CancelWithReason order={order} open={cancelOpen} onOpenChange={setCancelOpen} />
    </li>
  );
}

/** Cancelling asks why: the reason is required and kept in the order's history. */
function CancelWithReason({
  order,
  open,
  onOpenChange,
}: {
  order: OrderToConfirm;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(t`Write why the order is canceled.`);
      return Promise.reject(new Error('reason required'));
    }
    return cancel.mutateAsync({ id: order.id, reason: trimmed }).then(
      () => {
        setReason('');
        setError(undefined);
        toast.success(t`Order ${order.code} canceled`);
      },
      (failure: unknown) => {
        toast.error(
          hasStatus(failure, 409)
            ? t`This order was changed meanwhile. Its latest status is shown now.`
            : errorText(i18n, failure),
        );
        throw failure;
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Cancel order ${order.code}?`}
      description={t`Its items go back into stock. This cannot be undone.`}
      confirmLabel={t`Cancel order`}
      cancelLabel={t`Keep order`}
      onConfirm={submit}
    >
      <FormField label={t`Reason`} required error={error}>
        <Textarea
          value={reason}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          rows={3}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          placeholder={t`e.g. The customer did not answer`}
        />
      </FormField>
    </ConfirmDialog>
  );
}
