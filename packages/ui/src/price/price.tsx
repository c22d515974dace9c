import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { cx } from '../class-names.ts';
import { visuallyHidden } from '../visually-hidden/visually-hidden.css.ts';
import { current, original as originalClass, price } from './price.css.ts';

export interface PriceProps {
  /** What the shopper pays, in taka. */
  amount: number;
  /** The price before a discount, in taka; shown struck through when higher than `amount`. */
  original?: number;
  /** Formats an amount; defaults to formatMoney in the active language (৳ with Bengali digits in bn). */
  format?: (taka: number) => string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A price, with the original struck through when discounted (and said aloud as such). */
export function Price({ amount, original, format, size, className }: PriceProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const display = format ?? ((taka: number) => formatMoney(taka, locale));
  const discounted = original !== undefined && original > amount;
  const now = display(amount);
  const before = discounted ? display(original) : '';
  return (
    <span className={cx(price({ size }), className)}>
      {discounted && <span className={visuallyHidden}>{t`Price ${now}, was ${before}`}</span>}
      <span className={current} aria-hidden={discounted || undefined}>
        {now}
      </span>
      {discounted && (
        <s className={originalClass} aria-hidden="true">
          {before}
        </s>
      )}
    </span>
  );
}
