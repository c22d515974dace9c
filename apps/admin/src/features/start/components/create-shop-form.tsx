import { useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { normalizeMobile } from '@haat/domain/phone';
import { ownerRegisterBodySchema, type OwnerRegisterBody, type OwnerSession } from '@haat/domain/schemas';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { useDebouncedValue } from '@haat/ui/use-debounced-value';
import { errorText, hasStatus, smsNotSent } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { useOwnerRegister, useSendSignUpCode } from '../api/owner-register.ts';
import { useSlugAvailability } from '../api/slug-availability.ts';
import { suggestSlug } from '../slug-suggestion.ts';
import { SlugStatusText, slugState } from './slug-status.tsx';
import * as styles from './start.css.ts';

/** Waiting this long after the last key before the slug is checked. */
export const SLUG_CHECK_DEBOUNCE_MS = 400;

/** The form before the code step: the code is asked for once the rest is right. */
const shopDetailsSchema = v.omit(ownerRegisterBodySchema, ['otp']);

export interface CreateShopFormProps {
  onCreated: (session: OwnerSession) => void;
}

/** A new owner and their shop: the form, then the code sent by SMS that proves the mobile. */
export function CreateShopForm({ onCreated }: CreateShopFormProps) {
  const { t, i18n } = useLingui();
  /** The number the last code went to; another number asks for a new code. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const isCodeStep = (mobile: string) => codeSentTo !== null && codeSentTo === normalizeMobile(mobile);
  const form = useSchemaForm((values) => (isCodeStep(values.mobile) ? ownerRegisterBodySchema : shopDetailsSchema), {
    shop_name: '',
    shop_slug: '',
    name: '',
    mobile: '',
    password: '',
    otp: '',
  });
  const [slugEdited, setSlugEdited] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const register = useOwnerRegister();
  const sendCode = useSendSignUpCode();
  const [mobile, typedSlug] = form.watch(['mobile', 'shop_slug']);
  const { errors } = form.formState;
  const codeStep = codeSentTo !== null && isCodeStep(mobile);

  const slug = typedSlug.trim();
  const debouncedSlug = useDebouncedValue(slug, SLUG_CHECK_DEBOUNCE_MS);
  const availability = useSlugAvailability(debouncedSlug);
  const state = slugState(slug, debouncedSlug, availability);
  const slugTaken = t`This address is taken. Try another.`;

  const failed = (error: unknown) => {
    if (showApiErrors(form, i18n, error)) return;
    if (hasStatus(error, 409)) setFormError(i18n._(errorMessages.accountExists));
    else if (hasStatus(error, 429) && !smsNotSent(error))
      setFormError(t`Too many attempts. Please wait a little and try again.`);
    else setFormError(errorText(i18n, error));
  };

  const requestCode = (mobile: string) =>
    sendCode.mutate({ mobile }, { onSuccess: () => setCodeSentTo(mobile), onError: failed });

  const submit = form.handleSubmit((body) => {
    if (state === 'taken') form.setError('shop_slug', { type: 'taken', message: slugTaken }, { shouldFocus: true });
    else if ('otp' in body) register.mutate(body as OwnerRegisterBody, { onSuccess: onCreated, onError: failed });
    else requestCode(normalizeMobile(body.mobile));
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setFormError(null);
        void submit(event);
      }}
      noValidate
      aria-label={t`Create a new shop`}
    >
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      <FormField label={t`Shop name`} required error={errors.shop_name?.message}>
        <Input
          autoComplete="organization"
          {...form.register('shop_name', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              if (!slugEdited) form.setValue('shop_slug', suggestSlug(event.target.value));
            },
          })}
        />
      </FormField>
      <FormField
        label={t`Shop address (slug)`}
        required
        hint={<SlugStatusText state={state} />}
        error={errors.shop_slug?.message ?? (state === 'taken' ? slugTaken : undefined)}
      >
        <Input
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...form.register('shop_slug', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              setSlugEdited(true);
              form.setValue('shop_slug', event.target.value.toLowerCase());
            },
          })}
        />
      </FormField>
      <FormField label={t`Your name`} required error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t`Mobile number`} required error={errors.mobile?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="01XXXXXXXXX" {...form.register('mobile')} />
      </FormField>
      <FormField
        label={t`Password`}
        required
        hint={t`At least 6 characters, with letters and numbers.`}
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      {codeStep && (
        <FormField label={t`Code from the SMS`} hint={t`Sent to ${codeSentTo}`} required error={errors.otp?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} {...form.register('otp')} />
        </FormField>
      )}
      <Button type="submit" variant="primary" fullWidth loading={register.isPending || sendCode.isPending}>
        {codeStep ? t`Create shop` : t`Send code by SMS`}
      </Button>
      {codeStep && (
        <Button variant="link" size="sm" loading={sendCode.isPending} onClick={() => requestCode(codeSentTo)}>
          {t`Send the code again`}
        </Button>
      )}
    </form>
  );
}
