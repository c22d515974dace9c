import { useLingui } from '@lingui/react/macro';
import type { SmsSettingsAnswer } from '@haat/domain/schemas';
import { smsSettingsBodySchema } from '@haat/domain/sms-settings';
import { smsEvents, type SmsEvent } from '@haat/domain/sms-templates';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { errorText } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { numberToInput, parseNumberInput } from '../../../lib/number-input.ts';
import { useSaveSmsSettings } from '../api/sms-settings.ts';
import { smsEventLabels } from './sms-texts.ts';
import * as styles from './sms.css.ts';

interface SettingsValues {
  events: Record<SmsEvent, boolean>;
  monthly_segments: string;
}

const valuesOf = (settings: SmsSettingsAnswer): SettingsValues => ({
  events: settings.events,
  monthly_segments: numberToInput(settings.monthly_segments),
});

/** Which events send an SMS, and how many SMS parts the shop may send in a month. */
export function SmsSettingsForm({ settings }: { settings: SmsSettingsAnswer }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const form = useSchemaForm(smsSettingsBodySchema, valuesOf(settings), {
    toBody: (values) => ({ ...values, monthly_segments: parseNumberInput(values.monthly_segments) }),
  });
  const save = useSaveSmsSettings();
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast.success(t`SMS settings saved`);
      },
      onError: (failure) => {
        if (!showApiErrors(form, i18n, failure)) toast.error(errorText(i18n, failure));
      },
    }),
  );
  const fallback = formatNumber(settings.default_monthly_segments, locale);
  const most = formatNumber(settings.max_monthly_segments, locale);
  const daily = formatNumber(settings.daily_segments, locale);

  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate aria-label={t`SMS settings`}>
      <fieldset className={styles.switches} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={styles.muted}>{t`Send an SMS when:`}</legend>
        {smsEvents.map((event) => (
          <label key={event} className={styles.switchLabel}>
            <input type="checkbox" role="switch" {...form.register(`events.${event}`)} />
            {i18n._(smsEventLabels[event])}
          </label>
        ))}
      </fieldset>
      <FormField
        label={t`Monthly budget (SMS parts)`}
        hint={t`0 to ${most}, what the platform grants this shop now (the default is ${fallback}); it grows with each delivered order, as do the ${daily} parts a day its order SMS may use. A Bengali SMS is often 2 parts. Past the budget, SMS are skipped until next month.`}
        required
        error={form.formState.errors.monthly_segments?.message}
      >
        <Input inputMode="numeric" {...form.register('monthly_segments')} />
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t`Save settings`}
        </Button>
      </div>
    </form>
  );
}
