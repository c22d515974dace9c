import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { valueState } from '@haat/domain/variants';
import type { ProductDetail, Variant } from '@haat/domain/schemas';
import { toLocale } from '@haat/i18n/locale';
import { VARIANT_PARAM, variantAfterChoosing } from '../../../lib/variant-choice.ts';
import * as styles from './option-pickers.css.ts';

/**
 * The product's options (docs/product/storefront.md "Options"): colours as swatches, other options as buttons. Each
 * value is a link to the variant it leads to (`?variant=`), so the page reads without JavaScript; a value that is
 * sold out or not kept with the other choices is crossed out (choosing it shows "Out of stock", nothing to add).
 */
export function OptionPickers({ product, variant }: { product: ProductDetail; variant: Variant }) {
  const { t, i18n } = useLingui();
  const bn = toLocale(i18n.locale) === 'bn';
  return (
    <>
      {product.options.map((option, optionIndex) => {
        const optionName = (bn ? option.bn_name : null) ?? option.name;
        const chosen = option.values.find((value) => value.name === variant.options[optionIndex]);
        const chosenName = chosen ? ((bn ? chosen.bn_name : null) ?? chosen.name) : '';
        return (
          <fieldset key={option.name} className={styles.option}>
            <legend className={styles.legend}>
              {optionName}: {chosenName}
            </legend>
            <div className={styles.values}>
              {option.values.map((value) => {
                const label = (bn ? value.bn_name : null) ?? value.name;
                const state = valueState(product.variants, variant.options, optionIndex, value.name);
                const target = variantAfterChoosing(product.variants, variant.options, optionIndex, value.name);
                const current = value.name === variant.options[optionIndex];
                const unavailable = state === 'available' ? label : t`${label} (not available)`;
                const content = (
                  <>
                    {value.color && <span className={styles.swatch} style={{ backgroundColor: value.color }} />}
                    {label}
                  </>
                );
                return target ? (
                  <Link
                    key={value.name}
                    className={styles.value}
                    to={`?${VARIANT_PARAM}=${target.id}`}
                    replace
                    preventScrollReset
                    aria-current={current}
                    aria-label={unavailable}
                    data-state={state}
                    data-value={value.name}
                  >
                    {content}
                  </Link>
                ) : (
                  <span key={value.name} className={styles.value} aria-label={unavailable} data-state={state}>
                    {content}
                  </span>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
