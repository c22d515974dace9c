import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client/errors';
import { PASSWORD_MIN_LENGTH } from '@haat/domain/validators';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { useShopHref } from '../../../lib/links.ts';
import { useShop } from '../../../lib/shop.ts';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { useForgotPassword } from '../../../entities/customer/forgot-password.ts';
import { useResetPassword } from '../../../entities/customer/reset-password.ts';
import { checkForgotPassword, checkReset, resetFields, type ResetValues } from '../auth-forms.ts';
import { apiProblems, problemText, type FieldProblems } from '@haat/i18n/form-errors';
import { requestErrorText } from '../../../lib/request-error.ts';
import { PasswordInput } from './password-input.tsx';
import * as styles from './auth.css.ts';

/** The API's message id for a wrong or expired code. */
const OTP_WRONG = 'validation.otp_wrong';

/** Seconds before another code may be asked for. */
export const RESEND_AFTER_SECONDS = 60;

/**
 * Forgotten password in two steps: the mobile number gets a one-time code by SMS, then the code
 * and a new password (twice) sign the customer in.
 */
export function ForgotPasswordFlow({ onDone }: { onDone: () => void }) {
  const [mobile, setMobile] = useState<string | null>(null);
  return mobile === null ? (
    <RequestCode onSent={setMobile} />
  ) : (
    <ResetWithCode mobile={mobile} onDone={onDone} onChangeNumber={() => setMobile(null)} />
  );
}

function RequestCode({ onSent }: { onSent: (mobile: string) => void }) {
  const { t, i18n } = useLingui();
  const shop = useShop();
  const href = useShopHref();
  const request = useForgotPassword();
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    setFormError(null);
    const check = checkForgotPassword(shop.id, mobile);
    setProblem(problemText(i18n, check.problems.mobile));
    if (!check.success) return;
    try {
      await request.mutateAsync(check.body);
      onSent(check.body.mobile);
    } catch (error) {
      setFormError(requestErrorText(i18n, error));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="forgot-title">
      <header className={styles.header}>
        <h1 id="forgot-title" className={styles.title}>
          <Trans>Forgot password</Trans>
        </h1>
        <p className={styles.muted}>
          <Trans>Enter your mobile number. We will send you a code by SMS to set a new password.</Trans>
        </p>
      </header>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {formError && (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        <FormField label={t`Mobile number`} required error={problem}>
          <Input
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="username"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={request.isPending}>
          <Trans>Send code</Trans>
        </Button>
      </form>
      <footer className={styles.footer}>
        <Link to={href('shop-login')}>
          <Trans>Back to login</Trans>
        </Link>
      </footer>
    </section>
  );
}

type ResetField = keyof ResetValues;

function ResetWithCode({
  mobile,
  onDone,
  onChangeNumber,
}: {
  mobile: string;
  onDone: () => void;
  onChangeNumber: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useShop();
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const [values, setValues] = useState<ResetValues>({ otp: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldProblems<ResetField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const set = (field: ResetField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    setFormError(null);
    const check = checkReset(shop.id, mobile, values);
    setErrors(check.problems);
    if (!check.success) return;
    try {
      const session = await reset.mutateAsync(check.body);
      useAuthStore.getState().login(session);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.errors['otp']?.includes(OTP_WRONG)) {
        setFormError(t`The code is wrong or has expired. Ask for a new code.`);
      } else if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) {
        setErrors(
          apiProblems(error.errors, {
            names: resetFields,
            limits: { password: { min: PASSWORD_MIN_LENGTH } },
          }),
        );
      } else if (isApiError(error) && [400, 401, 404, 422].includes(error.status)) {
        setFormError(t`The code is wrong or has expired. Ask for a new code.`);
      } else {
        setFormError(requestErrorText(i18n, error));
      }
    }
  };

  const sendAgain = async () => {
    setFormError(null);
    setNotice(null);
    try {
      await resend.mutateAsync({ shop_id: shop.id, mobile });
      setNotice(t`A new code has been sent.`);
      setWait(RESEND_AFTER_SECONDS);
    } catch (error) {
      setFormError(requestErrorText(i18n, error));
    }
  };

  const seconds = formatNumber(wait, locale);
  return (
    <section className={styles.card} aria-labelledby="reset-title">
      <header className={styles.header}>
        <h1 id="reset-title" className={styles.title}>
          <Trans>Set a new password</Trans>
        </h1>
        <p className={styles.muted} role="status">
          <Trans>If an account uses {mobile}, a 6-digit code is on its way by SMS.</Trans>
        </p>
      </header>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {formError && (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        {notice && (
          <p role="status" className={styles.info}>
            {notice}
          </p>
        )}
        <FormField label={t`Code from the SMS`} required error={problemText(i18n, errors.otp)}>
          <Input
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={values.otp}
            onChange={(event) => set('otp', event.target.value)}
          />
        </FormField>
        <FormField
          label={t`New password`}
          hint={t`At least 6 characters, with letters and numbers`}
          required
          error={problemText(i18n, errors.password)}
        >
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
          />
        </FormField>
        <FormField label={t`Confirm new password`} required error={problemText(i18n, errors.confirmation)}>
          <PasswordInput
            name="password_confirmation"
            autoComplete="new-password"
            value={values.confirmation}
            onChange={(event) => set('confirmation', event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={reset.isPending}>
          <Trans>Save password and log in</Trans>
        </Button>
      </form>
      <footer className={styles.footer}>
        <Button
          variant="link"
          size="sm"
          disabled={wait > 0}
          loading={resend.isPending}
          onClick={() => void sendAgain()}
        >
          {wait > 0 ? <Trans>Send the code again in {seconds}s</Trans> : <Trans>Send the code again</Trans>}
        </Button>
        <Button variant="link" size="sm" onClick={onChangeNumber}>
          <Trans>Use another number</Trans>
        </Button>
      </footer>
    </section>
  );
}
