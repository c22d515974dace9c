import { useLingui } from '@lingui/react/macro';
import type { AdminOrder } from '@haat/domain/schemas';
import { formatDateTime, formatMoney, localizeDigits } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { toast } from '@haat/ui/toast';
import { AttemptStatusBadge, PaymentStatusBadge, usePaymentMethodLabel } from '../../../components/payment-badges.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useVerifyPayment } from '../api/verify-payment.ts';
import * as styles from './orders.css.ts';

/**
 * The order's money (issue 30): what was asked in advance, paid and due at the door (the courier's COD amount), when
 * an unpaid advance expires, and every attempt to pay; a sent-money code waiting for the owner has its verdict buttons.
 */
export function OrderPayment({ order }: { order: AdminOrder }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const money = (taka: number) => formatMoney(taka, locale);
  const methodLabel = usePaymentMethodLabel();
  const verify = useVerifyPayment();
  const payment = order.payment;
  if (!payment) return null;
  const toVerify = payment.attempts.some((attempt) => attempt.status === 'to_verify');
  const cod = Math.max(0, order.total - payment.paid);

  const decide = (paymentId: number, received: boolean) =>
    verify.mutate(
      { orderId: order.id, paymentId, received },
      {
        onSuccess: () => toast.success(received ? t`Payment marked received` : t`Payment marked not received`),
        onError: (failure) => toast.error(errorText(i18n, failure)),
      },
    );

  return (
    <section className={styles.section} aria-labelledby="order-payment" data-testid="order-payment">
      <h3 id="order-payment" className={styles.sectionTitle}>{t`Payment`}</h3>
      <p className={styles.actions}>
        <PaymentStatusBadge status={payment.status} toVerify={toVerify} />
        {payment.dispatch_within_48h && payment.paid >= payment.advance && payment.advance > 0 && (
          <span className={styles.muted}>{t`Advance above 10%: hand the parcel to the courier within 48 hours.`}</span>
        )}
      </p>
      <dl className={styles.paymentFigures}>
        <div>
          <dt className={styles.muted}>{t`Asked in advance`}</dt>
          <dd data-testid="payment-advance">{money(payment.advance)}</dd>
        </div>
        <div>
          <dt className={styles.muted}>{t`Paid`}</dt>
          <dd data-testid="payment-paid">{money(payment.paid)}</dd>
        </div>
        <div>
          <dt className={styles.muted}>{t`Courier collects (COD)`}</dt>
          <dd data-testid="payment-cod">{money(cod)}</dd>
        </div>
      </dl>
      {payment.due_by && payment.advance_due > 0 && (
        <p className={styles.muted}>
          {t`The advance of ${money(payment.advance_due)} is due by ${formatDateTime(payment.due_by, locale)}; unpaid, the order is canceled then.`}
        </p>
      )}
      {payment.attempts.length > 0 && (
        <ul className={styles.attempts} aria-label={t`Payment attempts`}>
          {payment.attempts.map((attempt) => (
            <li key={attempt.id} className={styles.attempt} data-testid={`attempt-${attempt.id}`}>
              <span>
                <strong>{methodLabel(attempt.method)}</strong> · {money(attempt.amount)}
                {attempt.refunded > 0 && <> · {t`refunded ${money(attempt.refunded)}`}</>}
              </span>
              <span className={styles.muted}>
                {attempt.transaction_id && <>{t`TrxID ${attempt.transaction_id}`} · </>}
                {attempt.sender && <>{t`from ${localizeDigits(attempt.sender, locale)}`} · </>}
                {formatDateTime(attempt.created_at, locale)}
              </span>
              <AttemptStatusBadge status={attempt.status} />
              {attempt.status === 'to_verify' && (
                <span className={styles.actions}>
                  <Button size="sm" loading={verify.isPending} onClick={() => decide(attempt.id, true)}>
                    {t`Received`}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={verify.isPending}
                    onClick={() => decide(attempt.id, false)}
                  >
                    {t`Not received`}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
