import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingBag, ShoppingCart, Sparkles } from 'lucide-react';
import { hasDiscount, unitPriceTaka } from '@haat/domain/price';
import type { FeaturedProduct as Featured } from '@haat/domain/schemas';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button, buttonClass } from '@haat/ui/button';
import { Price } from '@haat/ui/price';
import { useShopHref } from '../../../lib/links.ts';
import { trackAddToCart } from '../../../lib/seo/commerce-events.ts';
import { useLineCap } from '../../../lib/shop.ts';
import { imageUrl, mainPictureFiles, pictureSrcSet } from '../../../lib/image-url.ts';
import { useCartStore } from '../../../entities/cart/cart.ts';
import * as styles from './featured-product.css.ts';

/** The picture's width on the page: the whole width on a phone, two fifths of it from 700 px (featured-product.css.ts). */
const FEATURED_IMAGE_SIZES = '(min-width: 1280px) 493px, (min-width: 700px) 40vw, 100vw';

/**
 * The product the owner features (admin "featured product"), shown large under the banner. On a phone its
 * picture is the largest thing on the first screen, so it loads at once with high priority, like the banner.
 */
export function FeaturedProduct({ product }: { product: Featured }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  const addToCart = useCartStore((state) => state.add);
  const cap = useLineCap();
  const name = localizedName(product, locale);
  const image = imageUrl(product.image_url);
  const inStock = product.stock > 0;
  const headingId = `featured-${product.id}`;

  return (
    <section className={styles.featured} aria-labelledby={headingId}>
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image}
            srcSet={pictureSrcSet(mainPictureFiles(product))}
            sizes={FEATURED_IMAGE_SIZES}
            alt=""
            width={800}
            height={600}
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          <span className={styles.fallback} aria-hidden="true">
            <ShoppingBag size={64} strokeWidth={1.25} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <span className={styles.eyebrow}>
          <Sparkles size={14} aria-hidden="true" style={{ display: 'inline', verticalAlign: '-2px' }} />{' '}
          <Trans>Featured product</Trans>
        </span>
        <h2 id={headingId} className={styles.title}>
          {name}
        </h2>
        <Price
          amount={unitPriceTaka(product)}
          original={hasDiscount(product) ? product.selling_price : undefined}
          size="lg"
        />
        {!inStock && (
          <Badge tone="grey" solid>
            <Trans>Out of stock</Trans>
          </Badge>
        )}
        <div className={styles.actions}>
          {inStock && product.has_options && (
            <Link
              to={href('shop-product-details', { product_slug: product.slug })}
              className={buttonClass({ variant: 'primary' })}
              aria-label={t`Choose options: ${name}`}
            >
              <Trans>Choose options</Trans>
            </Link>
          )}
          {inStock && !product.has_options && (
            <Button
              variant="primary"
              startIcon={<ShoppingCart size={18} />}
              aria-label={t`Add to cart: ${name}`}
              onClick={() => {
                addToCart(product, cap);
                trackAddToCart(product);
              }}
            >
              <Trans>Add to cart</Trans>
            </Button>
          )}
          {!(inStock && product.has_options) && (
            <Link
              to={href('shop-product-details', { product_slug: product.slug })}
              className={buttonClass({ variant: 'secondary' })}
            >
              <Trans>View details</Trans>
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
