import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkBody, problemText } from '@haat/i18n/form-errors';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { requestErrorText } from '../../../lib/request-error.ts';
import { useShop } from '../../../lib/shop.ts';
import { useSendOrderCode } from '../../../entities/orders/send-order-code.ts';
import { orderCodeSchema } from '../checkout-form.ts';
import * as styles from './checkout.css.ts';

/** Seconds before another code may be asked for. */
export const ORDER_CODE_RESEND_SECONDS = 60;

export interface OrderCodeStepProps {
  /** The order's mobile number, normalised. */
  mobile: string;
  /** Placing the order with the code. */
  busy: boolean;
  /** Why the last try failed (a wrong code, no connection), if it did. */
  error: string | null;
  /** Places the order again with the code (ASCII digits). */
  onConfirm: (otp: string) => void;
  /** Back to the delivery details (another number). */
  onBack: () => void;
}

/**
 * The shop asks this number to confirm the order with a one-time code (its cash-on-delivery rules):
 * send the code to the order's mobile, type it (Bengali digits too), place the order with it. Another
 * code may be asked for after a countdown.
 */
export function OrderCodeStep({ mobile, busy, error, onConfirm, onBack }: OrderCodeStepProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useShop();
  const send = useSendOrderCode();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sendError, setSendError] = useState<string | null>(null);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    if (send.isPending) return;
    setSendError(null);
    try {
      await send.mutateAsync({ shop_id: shop.id, mobile });
      setSent(true);
      setWait(ORDER_CODE_RESEND_SECONDS);
    } catch (failure) {
      setSendError(requestErrorText(i18n, failure));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = checkBody(orderCodeSchema, { otp: code });
    setProblem(problemText(i18n, check.problems['otp']));
    if (check.success) onConfirm(check.body.otp);
  };

  const seconds = formatNumber(wait, locale);
  const alert = sendError ?? error;
  return (
    <section className={styles.card} aria-labelledby="checkout-code-title">
      <h2 id="checkout-code-title" className={styles.cardTitle}>
        <Trans>Confirm your order with a code</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>This shop asks you to confirm cash-on-delivery orders with a code sent by SMS to {mobile}.</Trans>
      </p>
      {alert && (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      )}
      {!sent ? (
        <Button variant="primary" size="lg" fullWidth loading={send.isPending} onClick={() => void sendCode()}>
          <Trans>Send code to {mobile}</Trans>
        </Button>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
          <p role="status" className={styles.muted}>
            <Trans>A 6-digit code is on its way to {mobile} by SMS.</Trans>
          </p>
          <FormField id="checkout-otp" label={t`Code from the SMS`} required error={problem}>
            <Input
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setProblem(undefined);
              }}
            />
          </FormField>
          <Button type="submit" variant="primary" size="lg" fullWidth loading={busy} disabled={busy}>
            <Trans>Confirm and place order</Trans>
          </Button>
          <Button variant="link" size="sm" disabled={wait > 0} loading={send.isPending} onClick={() => void sendCode()}>
            {wait > 0 ? <Trans>Send the code again in {seconds}s</Trans> : <Trans>Send the code again</Trans>}
          </Button>
        </form>
      )}
      <Button variant="link" size="sm" onClick={onBack}>
        <Trans>Change the delivery details</Trans>
      </Button>
    </section>
  );
}
