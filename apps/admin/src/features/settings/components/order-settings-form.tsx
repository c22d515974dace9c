import { useLingui } from '@lingui/react/macro';
import { orderOpsSettingsSchema, type OrderOpsSettings } from '@haat/domain/order-ops';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { numberToInput, parseNumberInput } from '../../../lib/number-input.ts';
import { useOrderSettings, useUpdateOrderSettings } from '../api/order-settings.ts';
import * as styles from './settings.css.ts';

/** The form's values: numbers as typed (Bengali digits too), each rule as a tick per level. */
export interface OrderSettingsValues {
  auto_cancel_hours: string;
  cod_risk: {
    safe_below: string;
    high_from: string;
    network_opt_in: boolean;
    rules: { block_after_returns: string; hold_high: boolean; hold_new: boolean; otp_high: boolean; otp_new: boolean };
  };
}

export function orderSettingsToValues(settings: OrderOpsSettings): OrderSettingsValues {
  const { rules } = settings.cod_risk;
  return {
    auto_cancel_hours: numberToInput(settings.auto_cancel_hours),
    cod_risk: {
      safe_below: numberToInput(settings.cod_risk.safe_below),
      high_from: numberToInput(settings.cod_risk.high_from),
      network_opt_in: settings.cod_risk.network_opt_in,
      rules: {
        block_after_returns: numberToInput(rules.block_after_returns),
        hold_high: rules.hold_for_call.includes('high'),
        hold_new: rules.hold_for_call.includes('new'),
        otp_high: rules.otp_for.includes('high'),
        otp_new: rules.otp_for.includes('new'),
      },
    },
  };
}

const levels = (high: boolean, isNew: boolean) => [...(high ? ['high'] : []), ...(isNew ? ['new'] : [])];

export function orderSettingsValuesToBody(values: OrderSettingsValues) {
  const { rules } = values.cod_risk;
  return {
    auto_cancel_hours: parseNumberInput(values.auto_cancel_hours),
    cod_risk: {
      safe_below: parseNumberInput(values.cod_risk.safe_below),
      high_from: parseNumberInput(values.cod_risk.high_from),
      network_opt_in: values.cod_risk.network_opt_in,
      rules: {
        block_after_returns: parseNumberInput(rules.block_after_returns) ?? null,
        hold_for_call: levels(rules.hold_high, rules.hold_new),
        otp_for: levels(rules.otp_high, rules.otp_new),
      },
    },
  };
}

/** Orders and cash on delivery: auto-cancel, risk thresholds, the Haat network and the shop's rules. */
export function OrderSettingsCard() {
  const settings = useOrderSettings();
  return <QueryState query={settings}>{(data) => <OrderSettingsForm settings={data} />}</QueryState>;
}

export function OrderSettingsForm({ settings }: { settings: OrderOpsSettings }) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm(orderOpsSettingsSchema, orderSettingsToValues(settings), {
    toBody: orderSettingsValuesToBody,
  });
  const update = useUpdateOrderSettings();
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        form.reset(orderSettingsToValues(saved));
        toast.success(t`Settings saved`);
      },
      onError: (failure) => {
        if (!showApiErrors(form, i18n, failure)) toast.error(errorText(i18n, failure));
      },
    }),
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Order settings`}>
      <Card as="section" padding="lg" aria-labelledby="order-settings" className={styles.section}>
        <h2 id="order-settings" className={styles.sectionTitle}>{t`Orders and cash on delivery`}</h2>
        <div className={styles.grid}>
          <FormField
            label={t`Cancel unconfirmed orders after (hours)`}
            hint={t`A new order nobody confirmed in this time is canceled and its items go back into stock.`}
            error={errors.auto_cancel_hours?.message}
          >
            <Input inputMode="numeric" {...form.register('auto_cancel_hours')} />
          </FormField>
          <FormField label={t`Safe below (% returned or canceled)`} error={errors.cod_risk?.safe_below?.message}>
            <Input inputMode="numeric" {...form.register('cod_risk.safe_below')} />
          </FormField>
          <FormField label={t`High risk from (% returned or canceled)`} error={errors.cod_risk?.high_from?.message}>
            <Input inputMode="numeric" {...form.register('cod_risk.high_from')} />
          </FormField>
          <FormField
            label={t`Refuse cash on delivery after this many returns`}
            hint={t`Leave empty to never refuse.`}
            error={errors.cod_risk?.rules?.block_after_returns?.message}
          >
            <Input inputMode="numeric" {...form.register('cod_risk.rules.block_after_returns')} />
          </FormField>
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register('cod_risk.network_opt_in')} />
          {t`Share delivery outcomes with the Haat network and see the network’s (counts only, never shop names or orders)`}
        </label>
        <fieldset className={styles.section}>
          <legend>{t`Hold the order until you have called the customer`}</legend>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('cod_risk.rules.hold_high')} />
            {t`High-risk customers`}
          </label>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('cod_risk.rules.hold_new')} />
            {t`New customers`}
          </label>
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t`Ask for a one-time code sent by SMS before the order is placed`}</legend>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('cod_risk.rules.otp_high')} />
            {t`High-risk customers`}
          </label>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('cod_risk.rules.otp_new')} />
            {t`New customers`}
          </label>
        </fieldset>
        <div>
          <Button type="submit" loading={update.isPending}>
            {t`Save`}
          </Button>
        </div>
      </Card>
    </form>
  );
}
