import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import { Trans } from '@lingui/react/macro';
import { PAYMENT_QUERY, paymentOutcomeSchema } from '../payment-return.ts';
import * as styles from './payments.css.ts';

/** What a return from a gateway came to (`?payment=` on the order's page), as the API decided it. */
export function PaymentOutcomeNotice() {
  const [search] = useSearchParams();
  const outcome = v.safeParse(paymentOutcomeSchema, search.get(PAYMENT_QUERY));
  if (!outcome.success) return null;
  switch (outcome.output) {
    case 'paid':
      return (
        <p role="status" className={styles.notice} data-testid="payment-outcome">
          <Trans>Payment received. Thank you!</Trans>
        </p>
      );
    case 'held':
      return (
        <p role="status" className={styles.notice} data-testid="payment-outcome">
          <Trans>Payment received. The shop will check it and call you before sending the order.</Trans>
        </p>
      );
    case 'pending':
      return (
        <p role="status" className={styles.notice} data-testid="payment-outcome">
          <Trans>We are waiting for the payment to be confirmed. This page will show it once it is.</Trans>
        </p>
      );
    case 'cancelled':
      return (
        <p role="alert" className={styles.warning} data-testid="payment-outcome">
          <Trans>The payment was cancelled. You can pay again below.</Trans>
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className={styles.warning} data-testid="payment-outcome">
          <Trans>The payment did not go through. You can try again below.</Trans>
        </p>
      );
  }
}
