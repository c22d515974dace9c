import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client/errors';
import { normalizeMobile } from '@haat/domain/phone';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@haat/domain/validators';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { useShopHref } from '../../../lib/links.ts';
import { useShop } from '../../../lib/shop.ts';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { useRegister, useSendRegisterCode } from '../../../entities/customer/register.ts';
import { checkRegister, registerFields, type RegisterValues } from '../auth-forms.ts';
import { apiProblems, problemText, type FieldProblems } from '@haat/i18n/form-errors';
import { requestErrorText } from '../../../lib/request-error.ts';
import { PasswordInput } from './password-input.tsx';
import * as styles from './auth.css.ts';

type Field = keyof RegisterValues;

/**
 * Registration: name, mobile, optional email, password and its confirmation (docs/product/rules.md#fields), then the code
 * sent by SMS to the mobile, which proves the number is the shopper's.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t, i18n } = useLingui();
  const shop = useShop();
  const href = useShopHref();
  const register = useRegister();
  const sendCode = useSendRegisterCode();
  /** The number the last code went to; changing the number asks for a new code. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const [values, setValues] = useState<RegisterValues>({
    name: '',
    mobile: '',
    email: '',
    password: '',
    confirmation: '',
  });
  const [errors, setErrors] = useState<FieldProblems<Field>>({});
  const [formError, setFormError] = useState<{ text: string; exists: boolean } | null>(null);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      setFormError({ text: i18n._(errorMessages.accountExists), exists: true });
    } else if (isApiError(error) && error.status === 422 && error.errors['otp']) {
      setOtpError(t`The code is wrong or has expired. Ask for a new code.`);
    } else if (isApiError(error) && error.status === 422) {
      setErrors(
        apiProblems(error.errors, {
          names: registerFields,
          limits: { name: { max: NAME_MAX_LENGTH }, password: { min: PASSWORD_MIN_LENGTH } },
        }),
      );
    } else if (isApiError(error) && error.kind === 'http' && error.status >= 500) {
      setFormError({ text: i18n._(errorMessages.registration), exists: false });
    } else {
      setFormError({ text: requestErrorText(i18n, error), exists: false });
    }
  };

  const requestCode = async (mobile: string) => {
    try {
      await sendCode.mutateAsync({ shop_id: shop.id, mobile });
      setCodeSentTo(mobile);
      setOtp('');
    } catch (error) {
      failed(error);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending || sendCode.isPending) return;
    setFormError(null);
    // Before the code is sent (or after the number changed) the code is not asked yet.
    const mobile = normalizeMobile(values.mobile);
    const codeAsked = codeSentTo === mobile;
    const check = checkRegister(shop.id, values, codeAsked ? otp : null);
    const { otp: otpProblem, ...problems } = check.problems;
    setErrors(problems);
    setOtpError(problemText(i18n, otpProblem));
    if (!codeAsked) {
      if (Object.keys(problems).length === 0) await requestCode(mobile);
      return;
    }
    if (!check.success) return;
    try {
      const session = await register.mutateAsync(check.body);
      useAuthStore.getState().login(session);
      onRegistered();
    } catch (error) {
      failed(error);
    }
  };

  const error = (field: Field) => problemText(i18n, errors[field]);
  const codeStep = codeSentTo !== null && codeSentTo === normalizeMobile(values.mobile);

  return (
    <section className={styles.card} aria-labelledby="register-title">
      <header className={styles.header}>
        <h1 id="register-title" className={styles.title}>
          <Trans>Create an account</Trans>
        </h1>
        <p className={styles.muted}>
          <Trans>Order faster, track your orders and keep a wish list.</Trans>
        </p>
      </header>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {formError && (
          <p role="alert" className={styles.alert}>
            {formError.text}{' '}
            {formError.exists && (
              <Link to={href('shop-login')}>
                <Trans>Go to login</Trans>
              </Link>
            )}
          </p>
        )}
        <FormField label={t`Full name`} required error={error('name')}>
          <Input
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </FormField>
        <FormField label={t`Mobile number`} hint={t`11 digits, e.g. 01712345678`} required error={error('mobile')}>
          <Input
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="username"
            value={values.mobile}
            onChange={(event) => set('mobile', event.target.value)}
          />
        </FormField>
        <FormField label={t`Email (optional)`} error={error('email')}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
          />
        </FormField>
        <FormField
          label={t`Password`}
          hint={t`At least 6 characters, with letters and numbers`}
          required
          error={error('password')}
        >
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
          />
        </FormField>
        <FormField label={t`Confirm password`} required error={error('confirmation')}>
          <PasswordInput
            name="password_confirmation"
            autoComplete="new-password"
            value={values.confirmation}
            onChange={(event) => set('confirmation', event.target.value)}
          />
        </FormField>
        {codeStep && (
          <FormField label={t`Code from the SMS`} hint={t`Sent to ${codeSentTo}`} required error={otpError}>
            <Input
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={otp}
              onChange={(event) => {
                setOtp(event.target.value);
                setOtpError(undefined);
              }}
            />
          </FormField>
        )}
        <Button type="submit" variant="primary" size="lg" fullWidth loading={register.isPending || sendCode.isPending}>
          {codeStep ? <Trans>Create account</Trans> : <Trans>Send code by SMS</Trans>}
        </Button>
        {codeStep && (
          <Button variant="link" size="sm" loading={sendCode.isPending} onClick={() => void requestCode(codeSentTo)}>
            <Trans>Send the code again</Trans>
          </Button>
        )}
      </form>
      <footer className={styles.footer}>
        <span>
          <Trans>Already have an account?</Trans>
        </span>
        <Link to={href('shop-login')}>
          <Trans>Login</Trans>
        </Link>
      </footer>
    </section>
  );
}
