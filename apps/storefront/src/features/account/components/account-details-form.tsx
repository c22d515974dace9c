import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client/errors';
import type { Customer } from '@haat/domain/schemas';
import { NAME_MAX_LENGTH, validateEmail, validateName } from '@haat/domain/validators';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { Skeleton } from '@haat/ui/skeleton';
import { notify } from '../../../lib/notify.ts';
import { useShop } from '../../../lib/shop.ts';
import { useMe } from '../../../entities/customer/me.ts';
import { useUpdateMe } from '../../../entities/customer/update-me.ts';
import { apiProblems, collectProblems, problemText, type FieldProblems } from '@haat/i18n/form-errors';
import * as styles from './dashboard.css.ts';

type Field = 'name' | 'email';

/** Account details: the name and email can change; the mobile number is the login and stays. */
export function AccountDetails() {
  const shop = useShop();
  const me = useMe(shop.id);
  return (
    <>
      <h1 className={styles.screenTitle}>
        <Trans>Account Details</Trans>
      </h1>
      <section className={styles.card}>
        {me.isPending ? (
          <div aria-busy="true">
            <Skeleton shape="block" height="2.75rem" />
            <Skeleton shape="block" height="2.75rem" />
          </div>
        ) : me.isError ? (
          <p role="alert" className={styles.alert}>
            <Trans>Could not load your details.</Trans>
          </p>
        ) : (
          <DetailsForm customer={me.data} shopId={shop.id} />
        )}
      </section>
    </>
  );
}

function DetailsForm({ customer, shopId }: { customer: Customer; shopId: number }) {
  const { t, i18n } = useLingui();
  const update = useUpdateMe(shopId);
  const [name, setName] = useState(customer.name);
  const [email, setEmail] = useState(customer.email ?? '');
  const [errors, setErrors] = useState<FieldProblems<Field>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = collectProblems({ name: validateName(name), email: validateEmail(email) });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await update.mutateAsync({ name: name.trim(), email: email.trim() || null });
      notify(t`Your details were saved`, 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setErrors(
          apiProblems(error.errors, {
            names: { name: 'name', email: 'email' },
            limits: { name: { max: NAME_MAX_LENGTH } },
          }),
        );
      } else {
        notify(i18n._(errorMessages.unexpected), 'error');
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t`Full name`} required error={problemText(i18n, errors.name)}>
        <Input autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label={t`Email (optional)`} error={problemText(i18n, errors.email)}>
        <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <FormField label={t`Mobile number`} hint={t`Your mobile number is your login and cannot be changed.`}>
        <Input value={customer.mobile} readOnly disabled />
      </FormField>
      <div>
        <Button type="submit" variant="primary" loading={update.isPending}>
          <Trans>Save changes</Trans>
        </Button>
      </div>
    </form>
  );
}
