import type { CartItem } from '@haat/domain/cart';
import { variantTitle, type ChosenOption } from '@haat/domain/variants';
import { localizedName, type Locale } from '@haat/i18n/locale';

/** A line's name with its chosen options, "সুতি কুর্তি (M / টিল)": two sizes of one product read as two lines. */
export function withOptions(name: string, options: readonly ChosenOption[] | undefined, locale: Locale): string {
  return options && options.length > 0 ? `${name} (${variantTitle(options, locale)})` : name;
}

/** A cart line's name in the shopper's language, with its variant's options. */
export const cartLineName = (item: CartItem, locale: Locale): string =>
  withOptions(localizedName(item.product, locale), item.variant?.options, locale);
