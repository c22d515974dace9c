import { useEffect } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import type { Order } from '@haat/domain/schemas';
import { errorMessages } from '@haat/i18n/messages';
import { Button, buttonClass } from '@haat/ui/button';
import { useShopHref } from '../../../lib/links.ts';
import { notify } from '../../../lib/notify.ts';
import { trackPurchase } from '../../../lib/seo/commerce-events.ts';
import { OrderLines } from './order-lines.tsx';
import { PayAdvancePanel } from './pay-advance-panel.tsx';
import * as styles from './orders.css.ts';

/** Copies text to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface OrderSuccessProps {
  code: string;
  /** The server's answer to the order, when this page was opened right after placing it. */
  order: Order | null;
}

/** After placing an order: its code (with a copy button), the server's totals and where to go next. */
export function OrderSuccess({ code, order }: OrderSuccessProps) {
  const { t, i18n } = useLingui();
  const href = useShopHref();
  useEffect(() => {
    if (order) trackPurchase(order);
  }, [order]);

  const copy = async () => {
    const copied = await copyText(code);
    notify(copied ? t`Order ID copied` : i18n._(errorMessages.copyFailed), copied ? 'success' : 'error');
  };

  return (
    <div className={styles.stack}>
      <section className={`${styles.card} ${styles.success}`} aria-labelledby="success-title">
        <span className={styles.successIcon} aria-hidden="true">
          <Check size={40} strokeWidth={2.5} />
        </span>
        <h1 id="success-title">
          <Trans>Thank you! Your order has been placed.</Trans>
        </h1>
        <p className={styles.muted}>
          <Trans>Keep your order ID to track the order. The shop will call you to confirm it.</Trans>
        </p>
        <div className={styles.codeBox}>
          <span className={styles.codeLabel}>
            <Trans>Order ID</Trans>
          </span>
          <strong className={styles.code} data-testid="order-code">
            {code}
          </strong>
          <Button variant="ghost" size="sm" startIcon={<Copy size={16} />} onClick={() => void copy()}>
            <Trans>Copy</Trans>
          </Button>
        </div>
        <div className={styles.actions}>
          <Link to={href('shop-order-details', { order_id: code })} className={buttonClass({ variant: 'primary' })}>
            <Trans>View order details</Trans>
          </Link>
          <Link to={href('shop-track-order', null, { query: code })} className={buttonClass({ variant: 'secondary' })}>
            <Trans>Track order</Trans>
          </Link>
          <Link to={href('shop-home')} className={buttonClass({ variant: 'ghost' })}>
            <Trans>Continue shopping</Trans>
          </Link>
        </div>
      </section>
      {order && <PayAdvancePanel order={order} />}
      {order && (
        <section className={styles.card} aria-labelledby="success-summary-title">
          <h2 id="success-summary-title" className={styles.cardTitle}>
            <Trans>Order summary</Trans>
          </h2>
          <OrderLines order={order} />
        </section>
      )}
    </div>
  );
}
