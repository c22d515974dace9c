import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { canDecrease, canIncrease, cartLineTotal, type CartItem } from '@haat/domain/cart';
import { formatMoney, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { IconButton } from '@haat/ui/button';
import { Price } from '@haat/ui/price';
import { useShopHref } from '../../lib/links.ts';
import { useLineCap } from '../../lib/shop.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { useCartStore } from '../../entities/cart/cart.ts';
import * as styles from './cart-line.css.ts';
import { cartLineName } from '../../entities/cart/line-name.ts';

export interface CartLineProps {
  item: CartItem;
  /** `compact` in the drawer; `full` on the cart page, with the unit price. */
  size: 'compact' | 'full';
}

/**
 * One cart line, the drawer's and the page's: picture, name, quantity down (off at 1) and up (off at the stock or the
 * shop's cap), remove, and the line's total from the domain's paisa math (`cartLineTotal`).
 */
export function CartLine({ item, size }: CartLineProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  const cap = useLineCap();
  const increase = useCartStore((state) => state.increase);
  const decrease = useCartStore((state) => state.decrease);
  const remove = useCartStore((state) => state.remove);
  const name = cartLineName(item, locale);
  const picture = imageUrl(item.product.thumbnail_url ?? item.product.image_url);
  const pixels = size === 'compact' ? 64 : 96;
  return (
    <li className={styles.line[size]} aria-label={name}>
      {picture ? (
        <img
          className={styles.thumb}
          src={picture}
          alt=""
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <div className={styles.nameRow}>
          <Link to={href('shop-product-details', { product_slug: item.product.slug })} className={styles.name[size]}>
            {name}
          </Link>
          <IconButton size="sm" aria-label={t`Remove ${name} from cart`} onClick={() => remove(item.id)}>
            <Trash2 size={18} />
          </IconButton>
        </div>
        {size === 'full' && <span className={styles.unitPrice}>{t`${formatMoney(item.price, locale)} each`}</span>}
        <div className={styles.controls}>
          <div className={styles.stepper} role="group" aria-label={t`Quantity of ${name}`}>
            <IconButton
              size="sm"
              className={styles.stepperButton}
              aria-label={t`Decrease quantity of ${name}`}
              disabled={!canDecrease(item)}
              onClick={() => decrease(item.id)}
            >
              <Minus size={16} />
            </IconButton>
            <output className={styles.quantity} aria-live="polite">
              {formatNumber(item.quantity, locale)}
            </output>
            <IconButton
              size="sm"
              className={styles.stepperButton}
              aria-label={t`Increase quantity of ${name}`}
              disabled={!canIncrease(item, cap)}
              onClick={() => increase(item.id, cap)}
            >
              <Plus size={16} />
            </IconButton>
          </div>
          <Price amount={cartLineTotal(item)} />
        </div>
      </div>
    </li>
  );
}
