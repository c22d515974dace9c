import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { normalizeMobile } from '@haat/domain/phone';
import { ownerCodeFormSchema, ownerResetPasswordBodySchema, type OwnerLoginResult } from '@haat/domain/schemas';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { errorText, hasStatus, smsNotSent } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { useForgotPassword, useResetPassword } from '../api/owner-register.ts';
import * as styles from './start.css.ts';

export interface ResetPasswordFormProps {
  onSignedIn: (result: OwnerLoginResult) => void;
  onBack: () => void;
}

/** A forgotten password: a code to the owner's verified mobile, then a new password (every other session ends). */
export function ResetPasswordForm({ onSignedIn, onBack }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  // First the mobile alone, then the code and the new password for the number the code went to.
  const form = useSchemaForm(
    () => (codeSentTo === null ? ownerCodeFormSchema : ownerResetPasswordBodySchema),
    { mobile: '', otp: '', password: '', password_confirmation: '' },
    { toBody: (values) => (codeSentTo === null ? { mobile: values.mobile } : { ...values, mobile: codeSentTo }) },
  );
  const [formError, setFormError] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const { errors } = form.formState;

  const failed = (error: unknown) => {
    if (showApiErrors(form, i18n, error)) return;
    if (hasStatus(error, 429) && !smsNotSent(error))
      setFormError(t`Too many attempts. Please wait a little and try again.`);
    else setFormError(errorText(i18n, error));
  };

  const submit = form.handleSubmit((body) => {
    if ('otp' in body) reset.mutate(body, { onSuccess: onSignedIn, onError: failed });
    else forgot.mutate(body, { onSuccess: () => setCodeSentTo(normalizeMobile(body.mobile)), onError: failed });
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setFormError(null);
        void submit(event);
      }}
      noValidate
      aria-label={t`Reset password`}
    >
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      {codeSentTo === null ? (
        <FormField
          label={t`Mobile number`}
          hint={t`The number you signed up with`}
          required
          error={errors.mobile?.message}
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="01XXXXXXXXX" {...form.register('mobile')} />
        </FormField>
      ) : (
        <>
          <p role="status">{t`If a shop account uses ${codeSentTo}, a 6-digit code is on its way by SMS.`}</p>
          <FormField label={t`Code from the SMS`} required error={errors.otp?.message}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} {...form.register('otp')} />
          </FormField>
          <FormField
            label={t`New password`}
            hint={t`At least 6 characters, with letters and numbers.`}
            required
            error={errors.password?.message}
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField label={t`Confirm new password`} required error={errors.password_confirmation?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('password_confirmation')} />
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
