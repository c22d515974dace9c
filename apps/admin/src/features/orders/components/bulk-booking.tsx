import { useLingui } from '@lingui/react/macro';
import { isBookable } from '@haat/domain/couriers';
import type { AdminOrder, BookingResults } from '@haat/domain/schemas';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { toast } from '@haat/ui/toast';
import { errorText } from '../../../lib/error-text.ts';
import { useBookShipments } from '../api/book-shipments.ts';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { courierLabels } from '../../../lib/courier-labels.ts';
import * as styles from './orders.css.ts';

/** Whether an order in the list may be picked for booking: accepted or processing, never booked or its booking failed. */
export function canBookOrder(order: Pick<AdminOrder, 'status' | 'shipment'>): boolean {
  return isBookable(order.status) && (!order.shipment || order.shipment.state === 'failed');
}

/** The selected orders' booking with a connected courier, and each order's result. */
export function BulkBooking({
  selected,
  codes,
  onBooked,
}: {
  selected: number[];
  /** Order codes by id, to name each result. */
  codes: ReadonlyMap<number, string>;
  onBooked: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const accounts = useCourierAccounts();
  const book = useBookShipments();
  const results: BookingResults['results'] = book.data?.results ?? [];
  if (selected.length === 0 && results.length === 0) return null;

  return (
    <section className={styles.section} aria-label={t`Book with courier`} data-testid="bulk-booking">
      {selected.length > 0 && (
        <div className={styles.actions}>
          <span>{t`${formatNumber(selected.length, locale)} orders selected`}</span>
          {accounts.data?.length === 0 && (
            <span className={styles.muted}>{t`Connect a courier in Couriers to book orders.`}</span>
          )}
          {accounts.data?.map(({ courier }) => (
            <Button
              key={courier}
              size="sm"
              variant="primary"
              loading={book.isPending && book.variables?.courier === courier}
              onClick={() =>
                book.mutate(
                  { orderIds: selected, courier },
                  { onSuccess: onBooked, onError: (error) => toast.error(errorText(i18n, error)) },
                )
              }
            >
              {t`Book with ${i18n._(courierLabels[courier])}`}
            </Button>
          ))}
        </div>
      )}
      {results.length > 0 && (
        <ul className={styles.list} aria-label={t`Booking results`}>
          {results.map((result) => {
            const code = codes.get(result.order_id) ?? String(result.order_id);
            return (
              <li key={result.order_id} data-testid={`booking-result-${result.order_id}`}>
                {code}: {result.shipment ? t`sent to the courier` : t`not booked (${result.error ?? ''})`}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
