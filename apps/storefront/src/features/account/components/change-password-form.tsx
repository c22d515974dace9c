import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client/errors';
import { changePasswordBodySchema } from '@haat/domain/schemas';
import { PASSWORD_MIN_LENGTH } from '@haat/domain/validators';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { notify } from '../../../lib/notify.ts';
import { useChangePassword } from '../../../entities/customer/change-password.ts';
import { apiProblems, checkBody, problemText, type FieldProblems } from '@haat/i18n/form-errors';
import * as styles from './dashboard.css.ts';

type Field = 'current' | 'password' | 'confirmation';
const empty: Record<Field, string> = { current: '', password: '', confirmation: '' };

const fields = {
  current: 'current_password',
  password: 'password',
  confirmation: 'password_confirmation',
} as const satisfies Record<Field, string>;

/** The form's values checked as `PUT /me/password`'s body. */
export function checkChangePassword(values: Record<Field, string>) {
  const body = {
    current_password: values.current,
    password: values.password,
    password_confirmation: values.confirmation,
  };
  return checkBody(changePasswordBodySchema, body, { names: fields });
}

/** Password reset from the dashboard: the current password, then the new one twice. */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldProblems<Field>>({});

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkChangePassword(values);
    setErrors(check.problems);
    if (!check.success) return;
    try {
      await change.mutateAsync(check.body);
      setValues(empty);
      notify(t`Your password was changed`, 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const fieldErrors = apiProblems(error.errors, {
          names: fields,
          limits: { password: { min: PASSWORD_MIN_LENGTH } },
        });
        setErrors(
          Object.keys(fieldErrors).length > 0 ? fieldErrors : { current: { id: 'validation.current_password_wrong' } },
        );
      } else {
        notify(i18n._(errorMessages.unexpected), 'error');
      }
    }
  };

  return (
    <>
      <h1 className={styles.screenTitle}>
        <Trans>Password Reset</Trans>
      </h1>
      <section className={styles.card}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <FormField label={t`Current password`} required error={problemText(i18n, errors.current)}>
            <Input
              type="password"
              autoComplete="current-password"
              value={values.current}
              onChange={(event) => set('current', event.target.value)}
            />
          </FormField>
          <FormField
            label={t`New password`}
            hint={t`At least 6 characters, with letters and numbers`}
            required
            error={problemText(i18n, errors.password)}
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
            />
          </FormField>
          <FormField label={t`Confirm new password`} required error={problemText(i18n, errors.confirmation)}>
            <Input
              type="password"
              autoComplete="new-password"
              value={values.confirmation}
              onChange={(event) => set('confirmation', event.target.value)}
            />
          </FormField>
          <div>
            <Button type="submit" variant="primary" loading={change.isPending}>
              <Trans>Change password</Trans>
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
