import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client/errors';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { useShopHref } from '../../../lib/links.ts';
import { useShop } from '../../../lib/shop.ts';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { useLogin } from '../../../entities/customer/login.ts';
import { checkLogin, loginFields, type LoginValues } from '../auth-forms.ts';
import { apiProblems, problemText, type FieldProblems } from '@haat/i18n/form-errors';
import { requestErrorText } from '../../../lib/request-error.ts';
import { PasswordInput } from './password-input.tsx';
import * as styles from './auth.css.ts';

/** Customer login with mobile and password; the session is kept for this shop only. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t, i18n } = useLingui();
  const shop = useShop();
  const href = useShopHref();
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ mobile: '', password: '' });
  const [errors, setErrors] = useState<FieldProblems<keyof LoginValues>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: keyof LoginValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    setFormError(null);
    const check = checkLogin(shop.id, values);
    setErrors(check.problems);
    if (!check.success) return;
    try {
      const session = await login.mutateAsync(check.body);
      useAuthStore.getState().login(session);
      onLoggedIn();
    } catch (error) {
      if (isApiError(error) && error.status === 401) setFormError(i18n._(errorMessages.invalidLogin));
      else if (isApiError(error) && error.status === 422) {
        setErrors(apiProblems(error.errors, { names: loginFields }));
      } else setFormError(requestErrorText(i18n, error));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <header className={styles.header}>
        <h1 id="login-title" className={styles.title}>
          <Trans>Login</Trans>
        </h1>
        <p className={styles.muted}>
          <Trans>Log in to see your orders, wish list and addresses.</Trans>
        </p>
      </header>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {formError && (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        <FormField label={t`Mobile number`} required error={problemText(i18n, errors.mobile)}>
          <Input
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="username"
            value={values.mobile}
            onChange={(event) => set('mobile', event.target.value)}
          />
        </FormField>
        <FormField label={t`Password`} required error={problemText(i18n, errors.password)}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
          />
        </FormField>
        <Link to={href('shop-forget-password')} className={styles.forgot}>
          <Trans>Forgot password?</Trans>
        </Link>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={login.isPending}>
          <Trans>Login</Trans>
        </Button>
      </form>
      <footer className={styles.footer}>
        <span>
          <Trans>New here?</Trans>
        </span>
        <Link to={href('shop-register')}>
          <Trans>Create an account</Trans>
        </Link>
      </footer>
    </section>
  );
}
