import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client';
import type { PaymentGatewayAccount, PaymentGatewayName } from '@haat/domain/schemas';
import { formatDateTime } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import {
  useCheckPaymentGateway,
  useDeletePaymentGateway,
  usePaymentGateways,
  useSavePaymentGateway,
} from '../api/payment-gateways.ts';
import * as styles from './settings.css.ts';

/** The payment gateways' section of the settings (issue 30): bKash and SSLCommerz merchant accounts. */
export function PaymentGatewaysCard() {
  const state = usePaymentGateways();
  return <QueryState query={state}>{(accounts) => <PaymentGatewaysSection accounts={accounts} />}</QueryState>;
}

const FIELDS = {
  bkash: ['app_key', 'app_secret', 'username', 'password'],
  sslcommerz: ['store_id', 'store_password'],
} as const satisfies Record<PaymentGatewayName, readonly string[]>;

type FieldName = (typeof FIELDS)[PaymentGatewayName][number];

/** Credentials are written, checked with the gateway, and never shown again; the account's name is. */
export function PaymentGatewaysSection({ accounts }: { accounts: PaymentGatewayAccount[] }) {
  const { t } = useLingui();
  return (
    <Card as="section" padding="lg" aria-labelledby="payment-gateways-title" className={styles.section}>
      <h2 id="payment-gateways-title" className={styles.sectionTitle}>{t`Online payments`}</h2>
      <p className={styles.muted}>
        {t`Take the advance your payment rules ask for (or the whole price) by bKash, cards and other wallets. The credentials are checked with the gateway and stored encrypted.`}
      </p>
      <GatewayForm gateway="bkash" account={accounts.find((each) => each.gateway === 'bkash')} />
      <GatewayForm gateway="sslcommerz" account={accounts.find((each) => each.gateway === 'sslcommerz')} />
    </Card>
  );
}

function GatewayForm({
  gateway,
  account,
}: {
  gateway: PaymentGatewayName;
  account: PaymentGatewayAccount | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const save = useSavePaymentGateway();
  const check = useCheckPaymentGateway();
  const remove = useDeletePaymentGateway();
  const empty = () => Object.fromEntries(FIELDS[gateway].map((name) => [name, ''])) as Record<FieldName, string>;
  const [values, setValues] = useState(empty);
  const [refused, setRefused] = useState(false);

  const labels: Record<FieldName, string> = {
    app_key: t`App key`,
    app_secret: t`App secret`,
    username: t`Username`,
    password: t`Password`,
    store_id: t`Store ID`,
    store_password: t`Store password`,
  };
  const title = gateway === 'bkash' ? t`bKash merchant account` : t`SSLCommerz (cards, Nagad, Rocket and more)`;
  const complete = FIELDS[gateway].every((name) => values[name].trim() !== '');

  const failed = (error: unknown) => {
    const keysRefused = isApiError(error) && error.status === 422;
    setRefused(keysRefused);
    toast.error(keysRefused ? t`The gateway did not accept these credentials.` : errorText(i18n, error));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body =
      gateway === 'bkash'
        ? {
            gateway,
            app_key: values.app_key,
            app_secret: values.app_secret,
            username: values.username,
            password: values.password,
          }
        : { gateway, store_id: values.store_id, store_password: values.store_password };
    save.mutate(body, {
      onSuccess: () => {
        setValues(empty());
        setRefused(false);
        toast.success(gateway === 'bkash' ? t`bKash connected` : t`SSLCommerz connected`);
      },
      onError: failed,
    });
  };

  const headingId = `gateway-${gateway}-title`;
  return (
    <section aria-labelledby={headingId} className={styles.section} data-testid={`gateway-${gateway}`}>
      <h3 id={headingId}>{title}</h3>
      {account ? (
        <p role="status" className={styles.muted}>
          {account.checked_at
            ? t`Connected as ${account.account}; the gateway last took the credentials ${formatDateTime(account.checked_at, locale)}.`
            : t`Connected as ${account.account}.`}
        </p>
      ) : (
        <p className={styles.muted}>{t`Not connected.`}</p>
      )}
      <form className={styles.grid} onSubmit={onSubmit}>
        {FIELDS[gateway].map((name) => (
          <FormField
            key={name}
            label={labels[name]}
            error={refused ? t`Check this with your merchant panel.` : undefined}
          >
            <Input
              name={name}
              type={name.includes('password') || name.includes('secret') ? 'password' : 'text'}
              autoComplete="off"
              value={values[name]}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            />
          </FormField>
        ))}
        <div className={`${styles.actions} ${styles.wide}`}>
          {account && (
            <>
              <Button
                type="button"
                variant="ghost"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(gateway, {
                    onSuccess: () => toast.success(t`Disconnected`),
                    onError: (error) => toast.error(errorText(i18n, error)),
                  })
                }
              >
                {t`Disconnect`}
              </Button>
              <Button
                type="button"
                variant="secondary"
                loading={check.isPending}
                onClick={() =>
                  check.mutate(gateway, {
                    onSuccess: () => toast.success(t`The gateway accepts the saved credentials`),
                    onError: failed,
                  })
                }
              >
                {t`Check`}
              </Button>
            </>
          )}
          <Button type="submit" loading={save.isPending} disabled={!complete}>
            {account ? t`Replace credentials` : t`Connect`}
          </Button>
        </div>
      </form>
    </section>
  );
}
