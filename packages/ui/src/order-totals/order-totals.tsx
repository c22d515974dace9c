import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { cx } from '../class-names.ts';
import * as styles from './order-totals.css.ts';

export interface OrderTotalsProps {
  /** The items' total, in taka. */
  subtotal: number;
  /** Defaults to "Subtotal" (e.g. "Paid in advance" when the rows are what was paid and what is due). */
  subtotalLabel?: ReactNode;
  /** In taka. Null: not known yet (`deliveryPending` shows instead); undefined: no delivery row (the cart). */
  deliveryCharge?: number | null;
  /** Beside the delivery label, e.g. the package's name. */
  deliveryNote?: ReactNode;
  /** Shown for a delivery charge not known yet. */
  deliveryPending?: ReactNode;
  /** Taken off the order, in taka; its row shows only when above 0. */
  discount?: number;
  /** In taka; undefined: no total row (the subtotal is the last line). */
  total?: number;
  /** Defaults to "Total". */
  totalLabel?: ReactNode;
  /** Test ids of the last row and of its amount (the total's, or the subtotal's when there is no total). */
  testIds?: { row?: string; amount?: string };
  layout?: 'panel' | 'compact';
  className?: string;
}

/**
 * An order's money, once for every screen that shows it: subtotal, delivery charge, discount and total, in the
 * active language (৳ with Bengali digits in bn). The last row is set apart as the total.
 */
export function OrderTotals({
  subtotal,
  subtotalLabel,
  deliveryCharge,
  deliveryNote,
  deliveryPending,
  discount = 0,
  total,
  totalLabel,
  testIds = {},
  layout = 'panel',
  className,
}: OrderTotalsProps) {
  const { t, i18n } = useLingui();
  const money = (taka: number) => formatMoney(taka, toLocale(i18n.locale));
  const rows: { key: string; label: ReactNode; value: ReactNode }[] = [
    { key: 'subtotal', label: subtotalLabel ?? t`Subtotal`, value: money(subtotal) },
  ];
  if (deliveryCharge !== undefined) {
    rows.push({
      key: 'delivery',
      label: (
        <>
          {t`Delivery charge`}
          {deliveryNote && <span className={styles.note}> ({deliveryNote})</span>}
        </>
      ),
      value: deliveryCharge === null ? deliveryPending : money(deliveryCharge),
    });
  }
  if (discount > 0) rows.push({ key: 'discount', label: t`Discount`, value: `−${money(discount)}` });
  if (total !== undefined) rows.push({ key: 'total', label: totalLabel ?? t`Total`, value: money(total) });

  return (
    <dl className={cx(styles.block({ layout }), className)}>
      {rows.map((entry, index) => {
        const last = index === rows.length - 1;
        return (
          <div
            key={entry.key}
            className={last ? styles.total({ layout }) : styles.row}
            data-testid={last ? testIds.row : undefined}
          >
            <dt className={styles.term}>{entry.label}</dt>
            <dd className={styles.amount} data-testid={last ? testIds.amount : undefined}>
              {entry.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
