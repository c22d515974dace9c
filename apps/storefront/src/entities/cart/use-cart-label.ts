import { useLingui } from '@lingui/react/macro';
import { cartBadgeText } from '@haat/domain/cart';
import { formatNumber, localizeDigits } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { useCartStore } from './cart.ts';

/** The cart button's accessible name ("Cart, 3 items") and its badge ("9+" above 9; none when empty). */
export function useCartLabel(): { label: string; badge: string | null } {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const count = useCartStore((state) => state.totalItems);
  const countText = formatNumber(count, locale);
  // Not Lingui's plural(): it creates an Intl.NumberFormat on every call, and the first one costs a page
  // 25-40 ms of ICU set-up in its first render. Both languages only tell one from many.
  const label = count === 1 ? t`Cart, ${countText} item` : t`Cart, ${countText} items`;
  return { label, badge: count > 0 ? localizeDigits(cartBadgeText(count), locale) : null };
}
