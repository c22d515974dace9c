import { useState } from 'react';
import { useListParams, useSearchBox } from '../../../hooks/use-list-params.ts';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { orderTabs, type AdminOrder as Order } from '@haat/domain/schemas';
import type { OrderTab } from '@haat/domain/order-status';
import { formatDateTime, formatMoney } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { Dialog } from '@haat/ui/dialog';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { OrderStatusBadge } from '@haat/ui/order-status-badge';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { wideDialog } from '../../../components/wide-dialog.css.ts';
import { PrintLinks } from './print/print-links.tsx';
import { useOrder } from '../api/order.ts';
import { useOrders } from '../api/orders.ts';
import { BulkBooking, canBookOrder } from './bulk-booking.tsx';
import { PaymentStatusBadge } from '../../../components/payment-badges.tsx';
import { ExportOrders } from './export-orders.tsx';
import { OrderDetails } from './order-details.tsx';
import { ToConfirmList } from './to-confirm-list.tsx';
import * as styles from './orders.css.ts';

export const ORDER_SEARCH_DEBOUNCE_MS = 400;

/** The orders page's tabs: new orders waiting for a call, then the lists of @haat/domain's tabs. */
type OrdersPageTab = 'to-confirm' | OrderTab;

function toTab(value: string | null): OrdersPageTab {
  if (value === 'to-confirm') return value;
  return (orderTabs as readonly string[]).includes(value ?? '') ? (value as OrderTab) : 'ongoing';
}

function positiveInteger(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** Ongoing and completed orders, searchable, with the details of one order in a dialog. */
export function OrdersView() {
  const { t } = useLingui();
  const { params, update } = useListParams();
  const tab = toTab(params.get('tab'));
  const search = params.get('q') ?? '';
  const page = positiveInteger(params.get('page')) ?? 1;
  const openId = positiveInteger(params.get('order'));
  const [typed, setTyped] = useSearchBox(search, update, ORDER_SEARCH_DEBOUNCE_MS);
  const orders = useOrders(
    { tab: tab === 'to-confirm' ? 'ongoing' : tab, search: search || undefined, page },
    { enabled: tab !== 'to-confirm' },
  );
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number) =>
    setSelected((now) => (now.includes(id) ? now.filter((each) => each !== id) : [...now, id]));
  const codes = new Map(orders.data?.data.map((order) => [order.id, order.code]));
  const bookable = new Set(orders.data?.data.filter(canBookOrder).map((order) => order.id));

  return (
    <>
      <PageHeader
        title={t`Orders`}
        description={t`Take each order from pending to completed.`}
        actions={<ExportOrders />}
      />
      <Tabs
        label={t`Orders`}
        value={tab}
        onChange={(next) => update({ tab: next === 'ongoing' ? undefined : next, page: undefined })}
        items={[
          { id: 'to-confirm', label: t`To confirm` },
          { id: 'ongoing', label: t`Ongoing` },
          { id: 'completed', label: t`Completed` },
        ]}
      >
        {tab === 'to-confirm' ? (
          <ToConfirmList
            page={page}
            onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
            onOpen={(id) => update({ order: String(id) })}
          />
        ) : (
          <>
            <div className={styles.toolbar} role="search">
              <FormField label={t`Search orders`}>
                <Input
                  type="search"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  placeholder={t`Order code, name or mobile`}
                />
              </FormField>
            </div>
            <QueryState query={orders}>
              {(list) =>
                list.data.length === 0 ? (
                  search ? (
                    <EmptyState title={t`No orders match.`} icon={<Search size={36} />} />
                  ) : (
                    <EmptyState title={tab === 'ongoing' ? t`No ongoing orders.` : t`No completed orders yet.`} />
                  )
                ) : (
                  <>
                    {selected.length > 0 && (
                      <div className={styles.actions} data-testid="bulk-print">
                        <PrintLinks orderIds={selected} />
                      </div>
                    )}
                    <BulkBooking
                      selected={selected.filter((id) => bookable.has(id))}
                      codes={codes}
                      onBooked={() => setSelected([])}
                    />
                    <ul className={styles.list} aria-busy={orders.isFetching}>
                      {list.data.map((order) => (
                        <OrderRow
                          key={order.id}
                          order={order}
                          selected={selected.includes(order.id)}
                          onSelect={() => toggle(order.id)}
                          onOpen={() => update({ order: String(order.id) })}
                        />
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
        )}
      </Tabs>
      <OrderDialog orderId={openId} onClose={() => update({ order: undefined })} />
    </>
  );
}

function OrderRow({
  order,
  selected,
  onSelect,
  onOpen,
}: {
  order: Order;
  selected: boolean;
  /** Picks the order for printing, and for booking with a courier when it can be booked. */
  onSelect: () => void;
  onOpen: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <li className={styles.orderRow} data-testid={`order-row-${order.code}`}>
      <span className={styles.code}>
        <input type="checkbox" checked={selected} onChange={onSelect} aria-label={t`Select order ${order.code}`} />{' '}
        {order.code}
      </span>
      <span>
        {order.name}
        <span className={styles.muted}> · {formatDateTime(order.created_at, locale)}</span>
      </span>
      <span className={styles.total}>{formatMoney(order.total, locale)}</span>
      <span className={styles.actions}>
        <OrderStatusBadge status={order.status} />
        {order.payment && (order.payment.advance > 0 || order.payment.status !== 'unpaid') && (
          <PaymentStatusBadge
            status={order.payment.status}
            toVerify={order.payment.attempts.some((attempt) => attempt.status === 'to_verify')}
          />
        )}
      </span>
      <Button size="sm" variant="secondary" onClick={onOpen} aria-label={t`Details of order ${order.code}`}>
        {t`Details`}
      </Button>
    </li>
  );
}

function OrderDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useLingui();
  const order = useOrder(orderId);
  const code = order.data?.code ?? '';
  return (
    <Dialog
      open={orderId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={code ? t`Order ${code}` : t`Order`}
      className={wideDialog}
    >
      <QueryState query={order}>{(data) => <OrderDetails order={data} />}</QueryState>
    </Dialog>
  );
}
