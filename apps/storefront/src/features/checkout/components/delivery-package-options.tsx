import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliveryPackage } from '@haat/domain/schemas';
import { formatMoney } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { RequiredMark } from '@haat/ui/form-field';
import * as styles from './checkout.css.ts';

export interface DeliveryPackageOptionsProps {
  packages: readonly DeliveryPackage[];
  /** The chosen package's id as a string, or ''. */
  value: string;
  onChange: (id: string) => void;
  error?: string;
}

/** The shop's delivery packages as radios, each with its charge. */
export function DeliveryPackageOptions({ packages, value, onChange, error }: DeliveryPackageOptionsProps) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const errorId = useId();
  const name = useId();
  return (
    // ARIA 1.2 lets a radiogroup be invalid, not a radio: the group carries aria-invalid.
    <fieldset
      className={styles.fieldset}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>
        <Trans>Delivery area</Trans>
        <RequiredMark />
      </legend>
      <div className={styles.options}>
        {packages.map((deliveryPackage) => (
          <label key={deliveryPackage.id} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={String(deliveryPackage.id)}
              checked={value === String(deliveryPackage.id)}
              onChange={(event) => onChange(event.target.value)}
              aria-describedby={error ? errorId : undefined}
              required
            />
            <span className={styles.optionName}>{deliveryPackage.name}</span>
            <span className={styles.optionPrice}>
              {formatMoney(deliveryPackage.charge, locale)}
              {deliveryPackage.weight_step ? (
                <span className={styles.optionStep}>
                  <Trans>+{formatMoney(deliveryPackage.weight_step, locale)} per extra 500 g</Trans>
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
