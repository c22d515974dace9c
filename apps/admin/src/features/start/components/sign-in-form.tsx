import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OwnerLoginResult } from '@haat/domain/schemas';
import { ownerLoginBodySchema } from '@haat/domain/schemas';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { errorText, hasStatus } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
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
  const form = useSchemaForm(ownerLoginBodySchema, { mobile: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const login = useOwnerLogin();
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (showApiErrors(form, i18n, error)) return;
        if (hasStatus(error, 401)) setFormError(i18n._(errorMessages.invalidLogin));
        else if (hasStatus(error, 429)) setFormError(t`Too many attempts. Please wait a little and try again.`);
        else setFormError(errorText(i18n, error));
      },
    }),
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setFormError(null);
        void submit(event);
      }}
      noValidate
      aria-label={t`Sign in`}
    >
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      <FormField label={t`Mobile number`} required error={errors.mobile?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="01XXXXXXXXX" {...form.register('mobile')} />
      </FormField>
      <FormField label={t`Password`} required error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
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
