import { useLingui } from '@lingui/react/macro';
import type { AttemptStatus, PaymentMethod, PaymentStatus } from '@haat/domain/advance-payment';
import { Badge, type BadgeTone } from '@haat/ui/badge';

const statusTones: Record<PaymentStatus, BadgeTone> = {
  unpaid: 'grey',
  pending: 'yellow',
  paid: 'green',
  partly_paid: 'blue',
  refunded: 'orange',
  failed: 'red',
};

/** An order's payment status (issue 30); `toVerify` marks a sent-money code waiting for the owner. */
export function PaymentStatusBadge({ status, toVerify = false }: { status: PaymentStatus; toVerify?: boolean }) {
  const { t } = useLingui();
  const labels: Record<PaymentStatus, string> = {
    unpaid: t`Unpaid`,
    pending: t`Payment pending`,
    paid: t`Paid`,
    partly_paid: t`Partly paid`,
    refunded: t`Refunded`,
    failed: t`Payment failed`,
  };
  return (
    <Badge
      tone={toVerify ? 'orange' : statusTones[status]}
      solid={toVerify}
      data-testid="payment-status"
      data-status={toVerify ? 'to_verify' : status}
    >
      {toVerify ? t`Payment to verify` : labels[status]}
    </Badge>
  );
}

const attemptTones: Record<AttemptStatus, BadgeTone> = {
  pending: 'yellow',
  paid: 'green',
  failed: 'red',
  cancelled: 'grey',
  to_verify: 'orange',
  rejected: 'red',
};

/** One attempt's status. */
export function AttemptStatusBadge({ status }: { status: AttemptStatus }) {
  const { t } = useLingui();
  const labels: Record<AttemptStatus, string> = {
    pending: t`Waiting for the gateway`,
    paid: t`Received`,
    failed: t`Failed`,
    cancelled: t`Cancelled`,
    to_verify: t`To verify`,
    rejected: t`Not received`,
  };
  return (
    <Badge tone={attemptTones[status]} data-testid="attempt-status" data-status={status}>
      {labels[status]}
    </Badge>
  );
}

/** Each way to pay as the owner reads it. */
export function usePaymentMethodLabel(): (method: PaymentMethod) => string {
  const { t } = useLingui();
  const labels: Record<PaymentMethod, string> = {
    bkash: t`bKash (gateway)`,
    sslcommerz: t`SSLCommerz`,
    bkash_personal: t`bKash (Send Money)`,
    nagad_personal: t`Nagad (Send Money)`,
    rocket_personal: t`Rocket (Send Money)`,
  };
  return (method) => labels[method];
}
