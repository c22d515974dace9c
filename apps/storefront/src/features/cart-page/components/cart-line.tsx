import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { canDecrease, canIncrease, cartLineTotal, type CartItem } from '@haat/domain/cart';
import { formatMoney, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { IconButton } from '@haat/ui/button';
import { Price } from '@haat/ui/price';
import { useShopHref } from '../../../lib/links.ts';
import { useLineCap } from '../../../lib/shop.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { useCartStore } from '../../../entities/cart/cart.ts';
import { localizedName } from '../../../lib/localized-name.ts';
import * as styles from './cart-page.css.ts';

/** One cart line: image, name, unit price, quantity up/down (decrease disabled at 1), remove, line total. */
export function CartLine({ item }: { item: CartItem }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  const increase = useCartStore((state) => state.increase);
  const decrease = useCartStore((state) => state.decrease);
  const remove = useCartStore((state) => state.remove);
  const name = localizedName(item.product, locale);
  const image = imageUrl(item.product.thumbnail_url ?? item.product.image_url);
  const lineTotal = cartLineTotal(item);
  const quantity = formatNumber(item.quantity, locale);
  const cap = useLineCap();
  const atStock = !canIncrease(item, cap);

  return (
    <li className={styles.line} aria-label={name}>
      {image ? (
        <img className={styles.thumb} src={image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <div className={styles.nameRow}>
          <Link to={href('shop-product-details', { product_slug: item.product.slug })} className={styles.name}>
            {name}
          </Link>
          <IconButton size="sm" aria-label={t`Remove ${name} from cart`} onClick={() => remove(item.id)}>
            <Trash2 size={18} />
          </IconButton>
        </div>
        <span className={styles.muted}>{t`${formatMoney(item.price, locale)} each`}</span>
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
            <span className={styles.stepperValue} aria-live="polite">
              {quantity}
            </span>
            <IconButton
              size="sm"
              className={styles.stepperButton}
              aria-label={t`Increase quantity of ${name}`}
              disabled={atStock}
              onClick={() => increase(item.id, cap)}
            >
              <Plus size={16} />
            </IconButton>
          </div>
          <Price amount={lineTotal} />
        </div>
      </div>
    </li>
  );
}
