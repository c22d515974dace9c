import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Heart, ShoppingCart, Truck, Zap } from 'lucide-react';
import { discountLabel, unitPriceTaka } from '@haat/domain/price';
import type { ProductDetail } from '@haat/domain/schemas';
import { formatMoney, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { Price } from '@haat/ui/price';
import { useShopNavigate } from '../../../lib/links.ts';
import { trackAddToCart, trackViewContent } from '../../../lib/seo/commerce-events.ts';
import { useLineCap } from '../../../lib/shop.ts';
import { useCartStore } from '../../../entities/cart/cart.ts';
import { useWishlistStore } from '../../../entities/wishlist/wishlist.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { RatingStars } from './rating-stars.tsx';
import * as styles from './purchase-panel.css.ts';

/** Puts `quantity` of a product in the cart: the first add opens the confirmation popup (docs/product/routes.md#shell-states). */
function addQuantity(product: ProductDetail, quantity: number, cap: number) {
  useCartStore.getState().add(product, cap, quantity);
  trackAddToCart(product, quantity);
}

/** Name, rating, price, stock, quantity, add to cart, buy now and the wish toggle of a product page. */
export function PurchasePanel({ product, name }: { product: ProductDetail; name: string }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const navigate = useShopNavigate();
  const cap = useLineCap();
  const [quantity, setQuantity] = useState(1);
  useEffect(() => trackViewContent(product), [product]);
  const wished = useWishlistStore((state) => state.products.some((entry) => entry.id === product.id));
  const toggleWish = useWishlistStore((state) => state.toggle);

  const inStock = product.stock > 0;
  const discount = discountLabel(product);
  const stock = formatNumber(product.stock, locale);
  const reviews = formatNumber(product.rating_count, locale);

  const buyNow = () => {
    addQuantity(product, quantity, cap);
    useCartStore.getState().setConfirmationOpen(false);
    navigate('shop-checkout');
  };

  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{name}</h1>
      <div className={styles.meta}>
        {product.rating_count > 0 ? (
          <>
            <RatingStars rating={product.rating_average} />
            <a href="#reviews">
              {t`${plural(product.rating_count, { one: `${reviews} review`, other: `${reviews} reviews` })}`}
            </a>
          </>
        ) : (
          <span>
            <Trans>No reviews yet</Trans>
          </span>
        )}
      </div>
      <div className={styles.priceRow}>
        <Price amount={unitPriceTaka(product)} original={discount ? product.selling_price : undefined} size="lg" />
        {discount && (
          <Badge tone="red" solid>
            {discount.kind === 'percent'
              ? t`${formatNumber(discount.value, locale)}% off`
              : t`${formatMoney(discount.value, locale)} off`}
          </Badge>
        )}
      </div>
      {inStock ? (
        <p className={`${styles.stock} ${styles.inStock}`}>
          <Trans>In stock ({stock} available)</Trans>
        </p>
      ) : (
        <div>
          <Badge tone="grey" solid>
            <Trans>Out of stock</Trans>
          </Badge>
        </div>
      )}
      {inStock && (
        <div className={styles.row}>
          <QuantityStepper value={quantity} max={Math.min(product.stock, cap)} onChange={setQuantity} itemName={name} />
        </div>
      )}
      <div className={styles.buttons}>
        {inStock && (
          <>
            <Button
              variant="secondary"
              size="lg"
              startIcon={<ShoppingCart size={18} />}
              onClick={() => addQuantity(product, quantity, cap)}
            >
              <Trans>Add to cart</Trans>
            </Button>
            <Button variant="primary" size="lg" startIcon={<Zap size={18} />} onClick={buyNow}>
              <Trans>Buy now</Trans>
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          className={styles.wish}
          data-wished={wished}
          startIcon={<Heart size={18} fill={wished ? 'currentColor' : 'none'} />}
          onClick={() => void toggleWish(product)}
        >
          {wished ? <Trans>Remove from wish list</Trans> : <Trans>Add to wish list</Trans>}
        </Button>
      </div>
      <p className={styles.cod}>
        <Truck size={20} aria-hidden="true" />
        <Trans>Cash on delivery all over Bangladesh. Pay when you receive the product.</Trans>
      </p>
    </div>
  );
}
