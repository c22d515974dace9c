import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CartItem, CartLineChange } from '@haat/domain/cart';
import type { AdvancePreview, DiscountPreview } from '@haat/domain/schemas';
import { orderTotals } from '@haat/domain/order-totals';
import { formatMoney, formatNumber } from '@haat/i18n/format';
import { toLocale, type Locale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { OrderTotals } from '@haat/ui/order-totals';
import { imageUrl } from '../../../lib/image-url.ts';
import * as styles from './checkout.css.ts';
import { cartLineName } from '../../../entities/cart/line-name.ts';

export interface CheckoutSummaryProps {
  items: readonly CartItem[];
  /** The chosen package's charge; null before one is chosen. */
  deliveryCharge: number | null;
  /** What changed on lines since the cart was filled (after the server refused the order). */
  changes?: readonly CartLineChange[];
  /** Removes a line (offered on a line that sold out). */
  onRemove?: (id: CartItem['id']) => void;
  /** What the server says the cart gets off (decision 221); absent: nothing shown off. */
  preview?: DiscountPreview | undefined;
  /** The discount code field, above the totals. */
  codeField?: ReactNode;
}

/** Under a line: its new price, its quantity cut to the stock, or that it sold out (with Remove). */
function LineChangeNote({
  change,
  name,
  locale,
  onRemove,
}: {
  change: CartLineChange;
  name: string;
  locale: Locale;
  onRemove?: (id: CartItem['id']) => void;
}) {
  const { t } = useLingui();
  const money = (taka: number) => formatMoney(taka, locale);
  const notes: string[] = [];
  if (change.price) notes.push(t`Price changed from ${money(change.price.before)} to ${money(change.price.after)}`);
  if (change.soldOut) notes.push(t`Out of stock`);
  else if (change.quantity) {
    const left = formatNumber(change.quantity.after, locale);
    notes.push(t`Only ${left} left: quantity changed to ${left}`);
  }
  return (
    <span className={styles.lineChange} data-testid="line-change">
      {notes.join('. ')}
      {change.soldOut && onRemove && (
        <Button variant="link" size="sm" onClick={() => onRemove(change.id)} aria-label={t`Remove ${name}`}>
          <Trans>Remove</Trans>
        </Button>
      )}
    </span>
  );
}

/**
 * What the shop asks in advance of this order (decision 231): due now and at the door, when it must be paid, the
 * 48-hour dispatch promise of an advance above 10 % (Digital Commerce Guidelines 2021) and the shop's refund terms.
 */
function AdvanceNotice({ advance, money }: { advance: AdvancePreview; money: (taka: number) => string }) {
  const { i18n } = useLingui();
  const minutes = formatNumber(advance.expiry_minutes, toLocale(i18n.locale));
  return (
    <div className={styles.advance} data-testid="advance-notice">
      <p className={styles.advanceTitle}>
        <Trans>This shop asks part of the price in advance</Trans>
      </p>
      <dl className={styles.advanceRows}>
        <div>
          <dt>
            <Trans>Pay now</Trans>
          </dt>
          <dd data-testid="advance-due-now">{money(advance.due_now)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pay at delivery</Trans>
          </dt>
          <dd data-testid="advance-at-door">{money(advance.at_door)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        <Trans>After you place the order, pay the advance within {minutes} minutes, or the order is cancelled.</Trans>
        {advance.dispatch_within_48h && (
          <>
            {' '}
            <Trans>Once it is paid, the shop hands your parcel to the courier within 48 hours.</Trans>
          </>
        )}
      </p>
      {advance.refund_terms && (
        <details>
          <summary>
            <Trans>Refund terms</Trans>
          </summary>
          <p className={styles.refundTerms}>{advance.refund_terms}</p>
        </details>
      )}
    </div>
  );
}

/**
 * The order as the shopper will get it. The total is an estimate with the same price rule the
 * server uses; the server's own total is what the order success page shows.
 */
export function CheckoutSummary({
  items,
  deliveryCharge,
  changes = [],
  onRemove,
  preview,
  codeField,
}: CheckoutSummaryProps) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const totals = orderTotals(
    items.map((item) => ({ product: item.product, quantity: item.quantity })),
    deliveryCharge ?? 0,
  );
  const money = (taka: number) => formatMoney(taka, locale);
  const savingOf = (item: CartItem) =>
    preview?.lines.find(
      (line) => line.product_id === item.product.id && (!item.variant || line.variant_id === item.variant.id),
    )?.saving ?? 0;
  // The delivery saving counts only once the charge is known.
  const saving = preview ? preview.items_saving + (deliveryCharge === null ? 0 : preview.delivery_saving) : 0;
  const applied = preview?.applied.filter((entry) => entry.saving > 0) ?? [];

  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.cardTitle}>
        <Trans>Your order</Trans>
      </h2>
      <ul className={styles.lines}>
        {items.map((item, index) => {
          const line = totals.items[index];
          const image = imageUrl(item.product.thumbnail_url ?? item.product.image_url);
          const quantity = formatNumber(item.quantity, locale);
          const name = cartLineName(item, locale);
          const change = changes.find((entry) => entry.id === item.id);
          return (
            <li key={item.id} className={styles.line}>
              {image ? (
                <img className={styles.thumb} src={image} alt="" width={48} height={48} loading="lazy" />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <span>
                {name} <span className={styles.muted}>× {quantity}</span>
                {change && <LineChangeNote change={change} name={name} locale={locale} onRemove={onRemove} />}
                {savingOf(item) > 0 && (
                  <span className={styles.lineSaving} data-testid="line-saving">
                    <Trans>{money(savingOf(item))} off</Trans>
                  </span>
                )}
              </span>
              <span>{money(line?.line_total ?? 0)}</span>
            </li>
          );
        })}
      </ul>
      {codeField}
      {applied.length > 0 && (
        <ul className={styles.appliedList} aria-label={i18n._(msg`Discounts`)} data-testid="applied-discounts">
          {applied.map((entry) => (
            <li key={`${entry.code ?? ''}:${entry.title}`}>
              {entry.code ? `${entry.title} (${entry.code})` : entry.title}: −{money(entry.saving)}
            </li>
          ))}
        </ul>
      )}
      <OrderTotals
        subtotal={totals.subtotal}
        deliveryCharge={deliveryCharge === null ? null : totals.delivery_charge}
        deliveryPending={<Trans>Choose a delivery area</Trans>}
        discount={saving}
        total={Math.max(0, Math.round((totals.total - saving) * 100) / 100)}
        totalLabel={<Trans>Estimated total</Trans>}
        testIds={{ row: 'estimated-total' }}
      />
      {preview?.advance && deliveryCharge !== null ? (
        <AdvanceNotice advance={preview.advance} money={money} />
      ) : (
        <p className={styles.muted}>
          <Trans>The shop confirms the final total when you place the order. You pay in cash on delivery.</Trans>
        </p>
      )}
    </aside>
  );
}
