import { useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { MIN_CART_QUANTITY } from '@haat/domain/cart';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { IconButton } from '@haat/ui/button';
import * as styles from './quantity-stepper.css.ts';

export interface QuantityStepperProps {
  value: number;
  /** The most that may be chosen (the stock). */
  max: number;
  onChange: (value: number) => void;
  /** What is counted, for the buttons' names. */
  itemName: string;
}

/** − n +: decrease is disabled at 1 (docs/product/rules.md#fields), increase at the stock. */
export function QuantityStepper({ value, max, onChange, itemName }: QuantityStepperProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shown = formatNumber(value, locale);
  return (
    <div className={styles.stepper} role="group" aria-label={t`Quantity of ${itemName}`}>
      <IconButton
        className={styles.button}
        aria-label={t`Decrease quantity`}
        disabled={value <= MIN_CART_QUANTITY}
        onClick={() => onChange(Math.max(MIN_CART_QUANTITY, value - 1))}
      >
        <Minus size={18} />
      </IconButton>
      <output className={styles.value} aria-live="polite" aria-label={t`Quantity: ${shown}`}>
        {shown}
      </output>
      <IconButton
        className={styles.button}
        aria-label={t`Increase quantity`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus size={18} />
      </IconButton>
    </div>
  );
}
