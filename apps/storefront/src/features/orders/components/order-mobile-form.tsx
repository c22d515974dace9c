import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { orderLookupQuerySchema } from '@haat/domain/schemas';
import { checkBody, problemText } from '@haat/i18n/form-errors';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import * as styles from './orders.css.ts';

export interface OrderMobileFormProps {
  code: string;
  initialMobile?: string;
  /** A server's "not found" for the number given last time. */
  error?: string;
  busy?: boolean;
  onSubmit: (mobile: string) => void;
}

/** The number as `GET /orders/{code}` checks it, here required: it is the guest's proof. */
const mobileSchema = v.required(v.pick(orderLookupQuerySchema, ['mobile']));

/** Asks for the order's mobile number: the proof that lets a guest see their order. */
export function OrderMobileForm({ code, initialMobile = '', error, busy = false, onSubmit }: OrderMobileFormProps) {
  const { t, i18n } = useLingui();
  const [mobile, setMobile] = useState(initialMobile);
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkBody(mobileSchema, { mobile });
    setProblem(problemText(i18n, check.problems['mobile']));
    if (check.success) onSubmit(mobile);
  };

  return (
    <section className={styles.card} aria-labelledby="order-mobile-title">
      <h1 id="order-mobile-title" className={styles.cardTitle}>
        <Trans>
          See order <span className={styles.code}>{code}</span>
        </Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>Enter the mobile number used for this order.</Trans>
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {error && (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        )}
        <div className={styles.inline}>
          <FormField label={t`Mobile number`} required error={problem}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={mobile}
              onChange={(event) => setMobile(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="primary" loading={busy}>
            <Trans>Show order</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
