import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OwnerLoginResult } from '@haat/domain/schemas';
import { ownerLoginBodySchema } from '@haat/domain/schemas';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { errorText, hasStatus } from '../../../lib/error-text.ts';
import { apiFieldErrors, validateBody } from '../../../lib/form-errors.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useOwnerLogin } from '../api/owner-login.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import * as styles from './start.css.ts';

export interface SignInFormProps {
  onSignedIn: (result: OwnerLoginResult) => void;
}

/** Mobile and password of a shop owner, or the way back in with a forgotten password. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [forgotten, setForgotten] = useState(false);
  return forgotten ? (
    <ResetPasswordForm onSignedIn={onSignedIn} onBack={() => setForgotten(false)} />
  ) : (
    <PasswordSignIn onSignedIn={onSignedIn} onForgot={() => setForgotten(true)} />
  );
}

function PasswordSignIn({ onSignedIn, onForgot }: SignInFormProps & { onForgot: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm({ mobile: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const login = useOwnerLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = validateBody(i18n, ownerLoginBodySchema, form.values);
    if (!body.success) {
      form.showErrors(body.errors);
      return;
    }
    login.mutate(body.output, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const fields = apiFieldErrors(i18n, error);
        if (fields) form.showErrors(fields);
        else if (hasStatus(error, 401)) setFormError(i18n._(errorMessages.invalidLogin));
        else if (hasStatus(error, 429)) setFormError(t`Too many attempts. Please wait a little and try again.`);
        else setFormError(errorText(i18n, error));
      },
    });
  };

  return (
    <form ref={form.ref} className={styles.form} onSubmit={submit} noValidate aria-label={t`Sign in`}>
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      <FormField label={t`Mobile number`} required error={form.errors['mobile']}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="01XXXXXXXXX" {...form.text('mobile')} />
      </FormField>
      <FormField label={t`Password`} required error={form.errors['password']}>
        <Input type="password" autoComplete="current-password" {...form.text('password')} />
      </FormField>
      <Button type="submit" variant="primary" fullWidth loading={login.isPending}>
        {t`Sign in`}
      </Button>
      <Button variant="link" size="sm" onClick={onForgot}>
        {t`Forgot password?`}
      </Button>
    </form>
  );
}
