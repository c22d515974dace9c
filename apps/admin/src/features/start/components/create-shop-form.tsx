import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { normalizeMobile } from '@haat/domain/phone';
import { ownerRegisterBodySchema, type OwnerSession } from '@haat/domain/schemas';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { errorText, hasStatus } from '../../../lib/error-text.ts';
import { apiFieldErrors, validateBody } from '../../../lib/form-errors.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useOwnerRegister, useSendSignUpCode } from '../api/owner-register.ts';
import { useSlugAvailability } from '../api/slug-availability.ts';
import { suggestSlug } from '../slug-suggestion.ts';
import { SlugStatusText, slugState } from './slug-status.tsx';
import * as styles from './start.css.ts';

/** Waiting this long after the last key before the slug is checked. */
export const SLUG_CHECK_DEBOUNCE_MS = 400;

export interface CreateShopFormProps {
  onCreated: (session: OwnerSession) => void;
}

/** A new owner and their shop: the form, then the code sent by SMS that proves the mobile. */
export function CreateShopForm({ onCreated }: CreateShopFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({ shop_name: '', shop_slug: '', name: '', mobile: '', password: '', otp: '' });
  const [slugEdited, setSlugEdited] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const register = useOwnerRegister();
  const sendCode = useSendSignUpCode();
  /** The number the last code went to; another number asks for a new code. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const codeStep = codeSentTo !== null && codeSentTo === normalizeMobile(form.values.mobile);

  const slug = form.values.shop_slug.trim();
  const debouncedSlug = useDebouncedValue(slug, SLUG_CHECK_DEBOUNCE_MS);
  const availability = useSlugAvailability(debouncedSlug);
  const state = slugState(slug, debouncedSlug, availability);
  const slugTaken = t`This address is taken. Try another.`;

  const failed = (error: unknown) => {
    const fields = apiFieldErrors(i18n, error);
    if (fields) form.showErrors(fields);
    else if (hasStatus(error, 409)) setFormError(i18n._(errorMessages.accountExists));
    else if (hasStatus(error, 429)) setFormError(t`Too many attempts. Please wait a little and try again.`);
    else setFormError(errorText(i18n, error));
  };

  const requestCode = (mobile: string) =>
    sendCode.mutate({ mobile }, { onSuccess: () => setCodeSentTo(mobile), onError: failed });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = validateBody(i18n, ownerRegisterBodySchema, form.values);
    // The code is asked for once the rest is right.
    const errors = body.success ? {} : Object.fromEntries(Object.entries(body.errors).filter(([field]) => codeStep || field !== 'otp'));
    if (Object.keys(errors).length > 0) {
      form.showErrors(errors);
      return;
    }
    if (state === 'taken') {
      form.showErrors({ shop_slug: slugTaken });
      return;
    }
    if (!codeStep) {
      requestCode(normalizeMobile(form.values.mobile));
      return;
    }
    if (body.success) register.mutate(body.output, { onSuccess: onCreated, onError: failed });
  };

  return (
    <form ref={form.ref} className={styles.form} onSubmit={submit} noValidate aria-label={t`Create a new shop`}>
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      <FormField label={t`Shop name`} required error={form.errors['shop_name']}>
        <Input
          autoComplete="organization"
          {...form.text('shop_name')}
          onChange={(event) => {
            form.setValue('shop_name', event.target.value);
            if (!slugEdited) form.setValue('shop_slug', suggestSlug(event.target.value));
          }}
        />
      </FormField>
      <FormField
        label={t`Shop address (slug)`}
        required
        hint={<SlugStatusText state={state} />}
        error={form.errors['shop_slug'] ?? (state === 'taken' ? slugTaken : undefined)}
      >
        <Input
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...form.text('shop_slug')}
          onChange={(event) => {
            setSlugEdited(true);
            form.setValue('shop_slug', event.target.value.toLowerCase());
          }}
        />
      </FormField>
      <FormField label={t`Your name`} required error={form.errors['name']}>
        <Input autoComplete="name" {...form.text('name')} />
      </FormField>
      <FormField label={t`Mobile number`} required error={form.errors['mobile']}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="01XXXXXXXXX" {...form.text('mobile')} />
      </FormField>
      <FormField
        label={t`Password`}
        required
        hint={t`At least 6 characters, with letters and numbers.`}
        error={form.errors['password']}
      >
        <Input type="password" autoComplete="new-password" {...form.text('password')} />
      </FormField>
      {codeStep && (
        <FormField label={t`Code from the SMS`} hint={t`Sent to ${codeSentTo}`} required error={form.errors['otp']}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} {...form.text('otp')} />
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
