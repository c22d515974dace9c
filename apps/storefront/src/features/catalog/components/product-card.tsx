import { memo } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, ShoppingBag, ShoppingCart } from 'lucide-react';
import { discountLabel } from '@haat/domain/price';
import { cardPrice } from '@haat/domain/variants';
import type { Product } from '@haat/domain/schemas';
import { formatMoney, formatNumber } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button, IconButton, buttonClass } from '@haat/ui/button';
import { CardPriceTag } from '../../../entities/product/card-price.tsx';
import { useShopHref } from '../../../lib/links.ts';
import { trackAddToCart } from '../../../lib/seo/commerce-events.ts';
import { useLineCap } from '../../../lib/shop.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { useCartStore } from '../../../entities/cart/cart.ts';
import { useWishlistStore } from '../../../entities/wishlist/wishlist.ts';
import * as styles from './product-card.css.ts';

/** Grid cells are 2 columns on phones, up to 5 on wide screens (see product-grid.css.ts). */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1200px) 20vw, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';
/** The intrinsic size of card images (square thumbnails), so the browser reserves their space. */
export const PRODUCT_CARD_IMAGE_SIZE = 400;

export interface ProductCardProps {
  product: Product;
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean;
  /** Heading level of the product name inside the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * A product in a grid (docs/product/storefront.md "Product card"): in stock it offers add to cart (or, for a product
 * with sizes or colours, a link to choose them on its page) and the wish toggle (with its toast); out of stock it
 * shows a badge instead.
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
}: ProductCardProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  const addToCart = useCartStore((state) => state.add);
  const cap = useLineCap();
  const wished = useWishlistStore((state) => state.products.some((entry) => entry.id === product.id));
  const toggleWish = useWishlistStore((state) => state.toggle);

  const name = localizedName(product, locale);
  const inStock = product.stock > 0;
  // A product whose variants sell at different prices shows their range (৳৯৫০–১,২০০) and no discount badge.
  const discount = cardPrice(product).kind === 'single' ? discountLabel(product) : null;
  const image = imageUrl(product.thumbnail_url ?? product.image_url);
  const Heading = `h${headingLevel}` as const;
  const productHref = href('shop-product-details', { product_slug: product.slug });

  return (
    <article className={styles.card} aria-label={name} data-testid="product-card">
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image}
            alt=""
            width={PRODUCT_CARD_IMAGE_SIZE}
            height={PRODUCT_CARD_IMAGE_SIZE}
            sizes={PRODUCT_CARD_IMAGE_SIZES}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <span className={styles.imageFallback} aria-hidden="true">
            <ShoppingBag size={40} strokeWidth={1.5} />
          </span>
        )}
        {discount && (
          <Badge tone="red" solid size="sm" className={styles.discountBadge}>
            {discount.kind === 'percent'
              ? t`${formatNumber(discount.value, locale)}% off`
              : t`${formatMoney(discount.value, locale)} off`}
          </Badge>
        )}
        {!inStock && (
          <Badge tone="grey" solid size="sm" className={styles.stockBadge}>
            <Trans>Out of stock</Trans>
          </Badge>
        )}
        {inStock && (
          <IconButton
            size="sm"
            round
            variant="secondary"
            className={styles.wishButton}
            aria-label={wished ? t`Remove ${name} from wish list` : t`Add ${name} to wish list`}
            data-wished={wished}
            onClick={() => void toggleWish(product)}
          >
            <Heart size={18} fill={wished ? 'currentColor' : 'none'} />
          </IconButton>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={productHref} className={styles.nameLink}>
            {name}
          </Link>
        </Heading>
        <CardPriceTag product={product} />
        {inStock && product.has_options && (
          <div className={styles.actions}>
            <Link
              to={productHref}
              className={buttonClass({ variant: 'primary', size: 'sm', fullWidth: true })}
              aria-label={t`Choose options: ${name}`}
            >
              <Trans>Choose options</Trans>
            </Link>
          </div>
        )}
        {inStock && !product.has_options && (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="primary"
              fullWidth
              startIcon={<ShoppingCart size={16} />}
              aria-label={t`Add to cart: ${name}`}
              onClick={() => {
                addToCart(product, cap);
                trackAddToCart(product);
              }}
            >
              <Trans>Add to cart</Trans>
            </Button>
          </div>
        )}
      </div>
    </article>
  );
});
