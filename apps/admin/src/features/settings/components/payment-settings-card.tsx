import { useLingui } from '@lingui/react/macro';
import {
  advanceAppliesTo,
  advanceModes,
  DCG_DISPATCH_HOURS,
  paymentRulesSchema,
  rulesMayExceedDispatchShare,
  type AdvanceAppliesTo,
  type AdvanceMode,
  type PaymentRules,
} from '@haat/domain/advance-payment';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { FormField } from '@haat/ui/form-field';
import { Input, Select, Textarea } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { numberToInput, parseNumberInput } from '../../../lib/number-input.ts';
import { usePaymentSettings, useUpdatePaymentSettings } from '../api/payment-settings.ts';
import * as styles from './settings.css.ts';

/** The form's values: numbers as typed (Bengali digits too), numbers of wallets as typed. */
export interface PaymentSettingsValues {
  mode: AdvanceMode;
  percent: string;
  applies: AdvanceAppliesTo;
  above_amount: string;
  expiry_minutes: string;
  refund_terms: string;
  personal_numbers: { bkash_personal: string; nagad_personal: string; rocket_personal: string };
}

export function paymentSettingsToValues(rules: PaymentRules): PaymentSettingsValues {
  return {
    mode: rules.mode,
    percent: numberToInput(rules.percent),
    applies: rules.applies,
    above_amount: numberToInput(rules.above_amount),
    expiry_minutes: numberToInput(rules.expiry_minutes),
    refund_terms: rules.refund_terms ?? '',
    personal_numbers: {
      bkash_personal: rules.personal_numbers.bkash_personal ?? '',
      nagad_personal: rules.personal_numbers.nagad_personal ?? '',
      rocket_personal: rules.personal_numbers.rocket_personal ?? '',
    },
  };
}

export function paymentSettingsValuesToBody(values: PaymentSettingsValues) {
  return {
    mode: values.mode,
    percent: parseNumberInput(values.percent),
    applies: values.applies,
    above_amount: parseNumberInput(values.above_amount) ?? 0,
    expiry_minutes: parseNumberInput(values.expiry_minutes),
    refund_terms: values.refund_terms,
    personal_numbers: {
      bkash_personal: values.personal_numbers.bkash_personal,
      nagad_personal: values.personal_numbers.nagad_personal,
      rocket_personal: values.personal_numbers.rocket_personal,
    },
  };
}

/** Advance payment (issue 30): what the shop asks before the parcel leaves, from whom, and where to send it. */
export function PaymentSettingsCard() {
  const settings = usePaymentSettings();
  return <QueryState query={settings}>{(data) => <PaymentSettingsForm settings={data} />}</QueryState>;
}

export function PaymentSettingsForm({ settings }: { settings: PaymentRules }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const form = useSchemaForm(paymentRulesSchema, paymentSettingsToValues(settings), {
    toBody: paymentSettingsValuesToBody,
  });
  const update = useUpdatePaymentSettings();
  const { errors } = form.formState;
  const mode = form.watch('mode');
  const applies = form.watch('applies');
  const percent = parseNumberInput(form.watch('percent')) ?? 0;
  const warn = rulesMayExceedDispatchShare({ mode, percent });

  const modeLabels: Record<AdvanceMode, string> = {
    none: t`Nothing: all cash on delivery`,
    delivery_charge: t`The delivery charge`,
    percentage: t`A percentage of the price`,
    full: t`The full price`,
  };
  const appliesLabels: Record<AdvanceAppliesTo, string> = {
    always: t`Every order`,
    risky: t`New and high-risk numbers only`,
    above_amount: t`Orders above an amount`,
  };

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        form.reset(paymentSettingsToValues(saved));
        toast.success(t`Settings saved`);
      },
      onError: (failure) => {
        if (!showApiErrors(form, i18n, failure)) toast.error(errorText(i18n, failure));
      },
    }),
  );

  const hours = formatNumber(DCG_DISPATCH_HOURS, locale);
  const tenPercent = formatNumber(10, locale);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Advance payment`}>
      <Card as="section" padding="lg" aria-labelledby="payment-settings" className={styles.section}>
        <h2 id="payment-settings" className={styles.sectionTitle}>{t`Advance payment`}</h2>
        <p className={styles.hint}>
          {t`Ask for part of the price before the parcel leaves, e.g. the delivery charge from a new number. Everything else is paid in cash on delivery.`}
        </p>
        <div className={styles.grid}>
          <FormField label={t`Ask in advance`} error={errors.mode?.message}>
            <Select {...form.register('mode')}>
              {advanceModes.map((value) => (
                <option key={value} value={value}>
                  {modeLabels[value]}
                </option>
              ))}
            </Select>
          </FormField>
          {mode === 'percentage' && (
            <FormField label={t`Percentage of the price`} error={errors.percent?.message}>
              <Input inputMode="numeric" {...form.register('percent')} />
            </FormField>
          )}
          {mode !== 'none' && (
            <FormField label={t`Ask it of`} error={errors.applies?.message}>
              <Select {...form.register('applies')}>
                {advanceAppliesTo.map((value) => (
                  <option key={value} value={value}>
                    {appliesLabels[value]}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
          {mode !== 'none' && applies === 'above_amount' && (
            <FormField label={t`Orders above (taka)`} error={errors.above_amount?.message}>
              <Input inputMode="decimal" {...form.register('above_amount')} />
            </FormField>
          )}
          {mode !== 'none' && (
            <FormField
              label={t`Time to pay (minutes)`}
              hint={t`An order whose advance is not paid in this time is canceled and its items go back into stock.`}
              error={errors.expiry_minutes?.message}
            >
              <Input inputMode="numeric" {...form.register('expiry_minutes')} />
            </FormField>
          )}
        </div>
        {warn && (
          <p role="note" className={styles.warning} data-testid="dispatch-warning">
            {t`The advance can be more than ${tenPercent}% of the price. The Digital Commerce Guidelines 2021 then require the parcel to reach the courier within ${hours} hours of the payment.`}
          </p>
        )}
        <fieldset className={styles.section}>
          <legend>{t`Your personal wallet numbers (Send Money)`}</legend>
          <p
            className={styles.hint}
          >{t`Shoppers send the advance to these numbers and type the transaction ID; you check it and mark it received.`}</p>
          <div className={styles.grid}>
            <FormField label={t`bKash number`} error={errors.personal_numbers?.bkash_personal?.message}>
              <Input type="tel" inputMode="tel" {...form.register('personal_numbers.bkash_personal')} />
            </FormField>
            <FormField label={t`Nagad number`} error={errors.personal_numbers?.nagad_personal?.message}>
              <Input type="tel" inputMode="tel" {...form.register('personal_numbers.nagad_personal')} />
            </FormField>
            <FormField label={t`Rocket number`} error={errors.personal_numbers?.rocket_personal?.message}>
              <Input type="tel" inputMode="tel" {...form.register('personal_numbers.rocket_personal')} />
            </FormField>
          </div>
        </fieldset>
        <FormField
          label={t`Refund terms`}
          hint={t`Shown at checkout when an advance is asked.`}
          error={errors.refund_terms?.message}
        >
          <Textarea rows={3} {...form.register('refund_terms')} />
        </FormField>
        <div>
          <Button type="submit" loading={update.isPending}>
            {t`Save`}
          </Button>
        </div>
      </Card>
    </form>
  );
}
