import { useState, type FormEvent, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { isApiError } from '@haat/api-client/errors';
import { isPersonalMethod, type PaymentMethod, type PersonalMethod } from '@haat/domain/advance-payment';
import { sendPaymentBodySchema, type Order, type PayMethod } from '@haat/domain/schemas';
import { formatDateTime, formatMoney, localizeDigits } from '@haat/i18n/format';
import { apiProblems, checkBody, problemText, type FieldProblems } from '@haat/i18n/form-errors';
import { errorMessages } from '@haat/i18n/messages';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { useShop } from '../../../lib/shop.ts';
import { useSendPayment } from '../../../entities/orders/send-payment.ts';
import * as styles from './orders.css.ts';
import * as pay from './pay-advance.css.ts';

/** Each way to pay as the shopper reads it (wallet brands are written the same in both languages' scripts). */
export const methodNames: Record<PaymentMethod, MessageDescriptor> = {
  bkash: msg`bKash`,
  sslcommerz: msg`Card, Nagad, Rocket and more`,
  bkash_personal: msg`bKash (Send Money)`,
  nagad_personal: msg`Nagad (Send Money)`,
  rocket_personal: msg`Rocket (Send Money)`,
};

type Field = 'method' | 'sender' | 'transaction_id';
const FIELDS: Record<Field, Field> = { method: 'method', sender: 'sender', transaction_id: 'transaction_id' };
const codeSchema = v.pick(sendPaymentBodySchema, ['method', 'sender', 'transaction_id']);

export interface PayAdvancePanelProps {
  order: Order;
  /**
   * A gateway's way to pay (`bkash`, `sslcommerz`): its button, e.g. "Pay with bKash". The sent-money code of the
   * personal wallets is built in; a gateway shows only when the server lists it in `payment.methods` and a button is
   * given here.
   */
  gatewayButton?: (method: PayMethod, order: Order) => ReactNode;
  /** The order as the server answers it after a code was sent. */
  onChange?: (order: Order) => void;
}

/**
 * The advance still due on a placed order (issue 30): how much now and at the door, the ways to pay it (the shop's
 * personal bKash / Nagad / Rocket numbers, then a sent-money form; gateways through `gatewayButton`), and the code
 * waiting for the shop once sent. Nothing shows when no advance is due.
 */
export function PayAdvancePanel({ order: placed, gatewayButton, onChange }: PayAdvancePanelProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useShop();
  const [order, setOrder] = useState(placed);
  const payment = order.payment;
  const personal = (payment?.methods ?? []).filter((entry) => isPersonalMethod(entry.method));
  const gateways = (payment?.methods ?? []).filter((entry) => !isPersonalMethod(entry.method));
  const [method, setMethod] = useState<PersonalMethod | ''>(
    personal.length === 1 ? (personal[0]!.method as PersonalMethod) : '',
  );
  const [sender, setSender] = useState('');
  const [transactionId, setTransactionId] = useState('');
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const send = useSendPayment(order.code);

  const waiting = payment?.attempts.find((attempt) => attempt.status === 'to_verify' || attempt.status === 'pending');
  if (!payment || (payment.advance_due <= 0 && !waiting)) return null;
  const money = (taka: number) => formatMoney(taka, locale);
  const chosenNumber = personal.find((entry) => entry.method === method)?.number ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const check = checkBody<typeof codeSchema, Field>(codeSchema, { method, sender, transaction_id: transactionId });
    setProblems(check.problems);
    if (!check.success) return;
    try {
      const next = await send.mutateAsync({ shop_id: shop.id, mobile: order.mobile, ...check.body });
      setOrder(next);
      onChange?.(next);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        setProblems(apiProblems(error.errors, { names: FIELDS }));
      } else {
        setFormError(i18n._(errorMessages.unexpected));
      }
    }
  };

  return (
    <section className={styles.card} aria-labelledby="pay-advance-title" data-testid="pay-advance">
      <h2 id="pay-advance-title" className={styles.cardTitle}>
        <Trans>Pay the advance</Trans>
      </h2>
      <dl className={pay.amounts}>
        <div className={pay.amountNow}>
          <dt>
            <Trans>Pay now</Trans>
          </dt>
          <dd className={pay.figure} data-testid="advance-due">
            {money(payment.advance_due)}
          </dd>
        </div>
        <div className={pay.amount}>
          <dt>
            <Trans>At delivery</Trans>
          </dt>
          <dd className={pay.figure} data-testid="at-door">
            {money(payment.at_door)}
          </dd>
        </div>
      </dl>
      {payment.due_by && !waiting && (
        <p className={styles.muted}>
          <Trans>Pay by {formatDateTime(payment.due_by, locale, 'short')}, or the order is cancelled by itself.</Trans>
        </p>
      )}
      {waiting ? (
        <p role="status" className={pay.note} data-testid="payment-to-verify">
          <Trans>
            We got your transaction ID {waiting.transaction_id ?? ''} for {money(waiting.amount)}. The shop is checking
            the payment and will confirm your order.
          </Trans>
        </p>
      ) : (
        <>
          <ul className={pay.methods} aria-label={t`Ways to pay`}>
            {personal.map((entry) => (
              <li key={entry.method} className={pay.method}>
                <span>{i18n._(methodNames[entry.method])}</span>
                <span className={pay.number}>{localizeDigits(entry.number ?? '', locale)}</span>
              </li>
            ))}
            {gatewayButton &&
              gateways.map((entry) => (
                <li key={entry.method} className={pay.method}>
                  {gatewayButton(entry, order)}
                </li>
              ))}
          </ul>
          {personal.length > 0 && (
            <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
              <p className={styles.muted}>
                {chosenNumber ? (
                  <Trans>
                    Send {money(payment.advance_due)} with Send Money to {localizeDigits(chosenNumber, locale)}, then
                    type the transaction ID from the confirmation SMS.
                  </Trans>
                ) : (
                  <Trans>
                    Send {money(payment.advance_due)} with Send Money to one of the numbers above, then type the
                    transaction ID from the confirmation SMS.
                  </Trans>
                )}
              </p>
              {formError && (
                <p role="alert" className={styles.alert}>
                  {formError}
                </p>
              )}
              {personal.length > 1 && (
                <fieldset className={pay.choices}>
                  <legend>
                    <Trans>Sent with</Trans>
                  </legend>
                  {personal.map((entry) => (
                    <label key={entry.method} className={pay.choice}>
                      <input
                        type="radio"
                        name="method"
                        value={entry.method}
                        checked={method === entry.method}
                        onChange={() => setMethod(entry.method as PersonalMethod)}
                      />
                      {i18n._(methodNames[entry.method])}
                    </label>
                  ))}
                  {problems.method && (
                    <p role="alert" className={styles.alert}>
                      {problemText(i18n, problems.method)}
                    </p>
                  )}
                </fieldset>
              )}
              <FormField label={t`The number you sent from`} required error={problemText(i18n, problems.sender)}>
                <Input
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  value={sender}
                  onChange={(event) => setSender(event.target.value)}
                />
              </FormField>
              <FormField label={t`Transaction ID`} required error={problemText(i18n, problems.transaction_id)}>
                <Input
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  value={transactionId}
                  onChange={(event) => setTransactionId(event.target.value)}
                />
              </FormField>
              <Button type="submit" variant="primary" loading={send.isPending} disabled={send.isPending}>
                <Trans>I have sent it</Trans>
              </Button>
            </form>
          )}
        </>
      )}
      {payment.refund_terms && (
        <div>
          <h3 className={styles.muted}>
            <Trans>Refund terms</Trans>
          </h3>
          <p className={pay.terms}>{payment.refund_terms}</p>
        </div>
      )}
    </section>
  );
}
