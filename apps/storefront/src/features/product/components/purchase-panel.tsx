import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Heart, ShoppingCart, Truck, Zap } from 'lucide-react';
import type { CartVariant } from '@haat/domain/cart';
import { discountLabel, unitPriceTaka } from '@haat/domain/price';
import { chosenOptions } from '@haat/domain/variants';
import type { ProductDetail, Variant } from '@haat/domain/schemas';
import { formatMoney, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { Price } from '@haat/ui/price';
import { useShopNavigate } from '../../../lib/links.ts';
import { trackAddToCart, trackViewContent } from '../../../lib/seo/commerce-events.ts';
import { useLineCap } from '../../../lib/shop.ts';
import { asVariant } from '../../../lib/variant-choice.ts';
import { useCartStore } from '../../../entities/cart/cart.ts';
import { useWishlistStore } from '../../../entities/wishlist/wishlist.ts';
import { OptionPickers } from './option-pickers.tsx';
import * as pickerStyles from './option-pickers.css.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { RatingStars } from './rating-stars.tsx';
import * as styles from './purchase-panel.css.ts';

/**
 * Puts `quantity` of a product (as its chosen variant sells it) in the cart: the first add opens the confirmation
 * popup (docs/product/routes.md#shell-states).
 */
function addQuantity(product: ProductDetail, quantity: number, cap: number, variant: CartVariant | undefined) {
  useCartStore.getState().add(product, cap, quantity, variant);
  trackAddToCart(product, quantity);
}

/**
 * Name, rating, option pickers, price, stock, SKU, quantity, add to cart, buy now and the wish toggle of a product
 * page; price, discount, stock and SKU are the chosen variant's (`variant`, null for none).
 */
export function PurchasePanel({
  product,
  name,
  variant = null,
}: {
  product: ProductDetail;
  name: string;
  variant?: Variant | null;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const navigate = useShopNavigate();
  const cap = useLineCap();
  const [quantity, setQuantity] = useState(1);
  useEffect(() => trackViewContent(product), [product]);
  const wished = useWishlistStore((state) => state.products.some((entry) => entry.id === product.id));
  const toggleWish = useWishlistStore((state) => state.toggle);

  const sold = asVariant(product, variant);
  const inStock = sold.stock > 0;
  const discount = discountLabel(sold);
  const stock = formatNumber(sold.stock, locale);
  const sku = variant?.sku ?? null;
  const line: CartVariant | undefined =
    variant && product.options.length > 0
      ? { id: variant.id, options: chosenOptions(product.options, variant.options), sku }
      : undefined;
  const reviews = formatNumber(product.rating_count, locale);

  const buyNow = () => {
    addQuantity(sold, quantity, cap, line);
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
      {variant && product.options.length > 0 && <OptionPickers product={product} variant={variant} />}
      <div className={styles.priceRow} data-testid="product-price">
        <Price amount={unitPriceTaka(sold)} original={discount ? sold.selling_price : undefined} size="lg" />
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
      {sku && (
        <p className={pickerStyles.sku}>
          <Trans>SKU: {sku}</Trans>
        </p>
      )}
      {inStock && (
        <div className={styles.row}>
          <QuantityStepper value={quantity} max={Math.min(sold.stock, cap)} onChange={setQuantity} itemName={name} />
        </div>
      )}
      <div className={styles.buttons}>
        {inStock && (
          <>
            <Button
              variant="secondary"
              size="lg"
              startIcon={<ShoppingCart size={18} />}
              onClick={() => addQuantity(sold, quantity, cap, line)}
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
