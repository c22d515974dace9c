import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, TrackedOrder } from '@haat/domain/schemas';
import { formatMoney, formatNumber } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { OrderTotals } from '@haat/ui/order-totals';
import { imageUrl } from '../../../lib/image-url.ts';
import * as styles from './orders.css.ts';
import { nameWithOptions } from '@haat/domain/variants';

/** An order's items and the server's totals. */
export function OrderLines({ order }: { order: Order | TrackedOrder }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const money = (taka: number) => formatMoney(taka, locale);
  return (
    <>
      <ul className={styles.items} aria-label={t`Items`}>
        {order.items.map((item) => {
          const image = imageUrl(item.image_url);
          const quantity = formatNumber(item.quantity, locale);
          const unit = money(item.unit_price);
          return (
            <li key={item.id} className={styles.item}>
              {image ? (
                <img className={styles.thumb} src={image} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <span>
                {nameWithOptions(localizedName(item, locale), item.options, locale)}
                <br />
                <span className={styles.muted}>
                  <Trans>
                    {quantity} × {unit}
                  </Trans>
                </span>
                {item.discount > 0 && (
                  <>
                    <br />
                    <span className={styles.muted} data-testid="order-line-saving">
                      <Trans>{money(item.discount)} off</Trans>
                    </span>
                  </>
                )}
              </span>
              <span>{money(item.line_total)}</span>
            </li>
          );
        })}
      </ul>
      {order.discounts.length > 0 && (
        <ul className={styles.muted} aria-label={t`Discounts`} data-testid="order-discounts">
          {order.discounts.map((entry) => (
            <li key={`${entry.code ?? ''}:${entry.title}`}>
              {entry.code ? `${entry.title} (${entry.code})` : entry.title}: −{money(entry.saving)}
            </li>
          ))}
        </ul>
      )}
      <OrderTotals
        subtotal={order.subtotal}
        deliveryCharge={order.delivery_charge}
        deliveryNote={'delivery_package' in order ? order.delivery_package?.name : undefined}
        discount={order.discount}
        total={order.total}
        totalLabel={<Trans>Total (cash on delivery)</Trans>}
        testIds={{ amount: 'order-total' }}
      />
      {'payment' in order && order.payment && order.payment.paid > 0 && (
        <OrderTotals
          subtotal={order.payment.paid}
          total={Math.max(0, order.total - order.payment.paid)}
          totalLabel={<Trans>Due at delivery</Trans>}
          subtotalLabel={<Trans>Paid in advance</Trans>}
          testIds={{ amount: 'order-due' }}
        />
      )}
    </>
  );
}
