import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { normalizeMobile } from '@haat/domain/phone';
import { ownerCodeBodySchema, ownerResetPasswordBodySchema, type OwnerLoginResult } from '@haat/domain/schemas';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { errorText, hasStatus } from '../../../lib/error-text.ts';
import { apiFieldErrors, validateBody } from '../../../lib/form-errors.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useForgotPassword, useResetPassword } from '../api/owner-register.ts';
import * as styles from './start.css.ts';

export interface ResetPasswordFormProps {
  onSignedIn: (result: OwnerLoginResult) => void;
  onBack: () => void;
}

/** A forgotten password: a code to the owner's verified mobile, then a new password (every other session ends). */
export function ResetPasswordForm({ onSignedIn, onBack }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({ mobile: '', otp: '', password: '', password_confirmation: '' });
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const reset = useResetPassword();

  const failed = (error: unknown) => {
    const fields = apiFieldErrors(i18n, error);
    if (fields) form.showErrors(fields);
    else if (hasStatus(error, 429)) setFormError(t`Too many attempts. Please wait a little and try again.`);
    else setFormError(errorText(i18n, error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (codeSentTo === null) {
      const body = validateBody(i18n, ownerCodeBodySchema, { mobile: form.values.mobile });
      if (!body.success) return form.showErrors(body.errors);
      forgot.mutate(body.output, { onSuccess: () => setCodeSentTo(normalizeMobile(form.values.mobile)), onError: failed });
      return;
    }
    const body = validateBody(i18n, ownerResetPasswordBodySchema, { ...form.values, mobile: codeSentTo });
    if (!body.success) return form.showErrors(body.errors);
    reset.mutate(body.output, { onSuccess: onSignedIn, onError: failed });
  };

  return (
    <form ref={form.ref} className={styles.form} onSubmit={submit} noValidate aria-label={t`Reset password`}>
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      {codeSentTo === null ? (
        <FormField label={t`Mobile number`} hint={t`The number you signed up with`} required error={form.errors['mobile']}>
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="01XXXXXXXXX" {...form.text('mobile')} />
        </FormField>
      ) : (
        <>
          <p role="status">{t`If a shop account uses ${codeSentTo}, a 6-digit code is on its way by SMS.`}</p>
          <FormField label={t`Code from the SMS`} required error={form.errors['otp']}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} {...form.text('otp')} />
          </FormField>
          <FormField label={t`New password`} hint={t`At least 6 characters, with letters and numbers.`} required error={form.errors['password']}>
            <Input type="password" autoComplete="new-password" {...form.text('password')} />
          </FormField>
          <FormField label={t`Confirm new password`} required error={form.errors['password_confirmation']}>
            <Input type="password" autoComplete="new-password" {...form.text('password_confirmation')} />
          </FormField>
        </>
      )}
      <Button type="submit" variant="primary" fullWidth loading={forgot.isPending || reset.isPending}>
        {codeSentTo === null ? t`Send code by SMS` : t`Save password and sign in`}
      </Button>
      <Button variant="link" size="sm" onClick={onBack}>
        {t`Back to sign in`}
      </Button>
    </form>
  );
}
