import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client/errors';
import { updateMeBodySchema, type Customer } from '@haat/domain/schemas';
import { NAME_MAX_LENGTH } from '@haat/domain/validators';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { Skeleton } from '@haat/ui/skeleton';
import { notify } from '../../../lib/notify.ts';
import { useShop } from '../../../lib/shop.ts';
import { useMe } from '../../../entities/customer/me.ts';
import { useUpdateMe } from '../../../entities/customer/update-me.ts';
import { apiProblems, checkBody, problemText, type FieldProblems } from '@haat/i18n/form-errors';
import * as styles from './dashboard.css.ts';

type Field = 'name' | 'email';
const fields = { name: 'name', email: 'email' } as const satisfies Record<Field, string>;

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
    // A blank email clears it (the API stores a missing email as none).
    const check = checkBody(updateMeBodySchema, { name, email }, { names: fields });
    setErrors(check.problems);
    if (!check.success) return;
    try {
      await update.mutateAsync(check.body);
      notify(t`Your details were saved`, 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setErrors(
          apiProblems(error.errors, {
            names: fields,
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
