import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { canDecrease, canIncrease, cartLineTotal, type CartItem } from '@haat/domain/cart';
import { formatMoney, localizeDigits } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { IconButton } from '@haat/ui/button';
import { useShopHref } from '../../lib/links.ts';
import { useLineCap } from '../../lib/shop.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { localizedName } from '../../lib/localized-name.ts';
import { useCartStore } from '../../entities/cart/cart.ts';
import * as styles from './cart-drawer.css.ts';

/** One cart line: picture, name, quantity up/down (down disabled at 1), remove and the line's total. */
export function CartLine({ item }: { item: CartItem }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  const increase = useCartStore((state) => state.increase);
  const cap = useLineCap();
  const decrease = useCartStore((state) => state.decrease);
  const remove = useCartStore((state) => state.remove);
  const name = localizedName(item.product, locale);
  const picture = imageUrl(item.product.thumbnail_url ?? item.product.image_url);
  const quantity = localizeDigits(String(item.quantity), locale);
  return (
    <li className={styles.line}>
      {picture ? (
        <img src={picture} alt="" width={64} height={64} loading="lazy" className={styles.thumb} />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.lineBody}>
        <div className={styles.lineTop}>
          <Link to={href('shop-product-details', { product_slug: item.product.slug })} className={styles.name}>
            {name}
          </Link>
          <IconButton aria-label={t`Remove ${name}`} size="sm" onClick={() => remove(item.id)}>
            <Trash2 size={18} />
          </IconButton>
        </div>
        <div className={styles.lineBottom}>
          <div className={styles.stepper} role="group" aria-label={t`Quantity of ${name}`}>
            <button
              type="button"
              className={styles.stepButton}
              onClick={() => decrease(item.id)}
              disabled={!canDecrease(item)}
              aria-label={t`Decrease quantity`}
            >
              <Minus size={16} aria-hidden="true" />
            </button>
            <output className={styles.quantity} aria-live="polite">
              {quantity}
            </output>
            <button
              type="button"
              className={styles.stepButton}
              onClick={() => increase(item.id, cap)}
              disabled={!canIncrease(item, cap)}
              aria-label={t`Increase quantity`}
            >
              <Plus size={16} aria-hidden="true" />
            </button>
          </div>
          <span className={styles.lineTotal}>{formatMoney(cartLineTotal(item), locale)}</span>
        </div>
      </div>
    </li>
  );
}
