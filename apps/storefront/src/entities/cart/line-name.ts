import type { CartItem } from '@haat/domain/cart';
import { nameWithOptions } from '@haat/domain/variants';
import { localizedName, type Locale } from '@haat/i18n/locale';

/** A cart line's name in the shopper's language, with its variant's options. */
export const cartLineName = (item: CartItem, locale: Locale): string =>
  nameWithOptions(localizedName(item.product, locale), item.variant?.options, locale);
