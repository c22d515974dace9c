import type { Shop } from '@haat/domain/schemas';
import { localizedName, type Locale } from '@haat/i18n/locale';

/** What a printed page says about the sender: the shop's name in the page's language, address and phone. */
export interface PrintShop {
  name: string;
  address: string | null;
  phone: string | null;
}

export function printShop(
  shop: Pick<Shop, 'name' | 'bn_name' | 'address' | 'public_number' | 'user'>,
  locale: Locale,
): PrintShop {
  return {
    name: localizedName(shop, locale),
    address: shop.address,
    phone: shop.public_number ?? shop.user.mobile_number,
  };
}
