import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Product } from '@haat/domain/schemas';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { CardPriceTag } from '../../entities/product/card-price.tsx';
import { useShopHref } from '../../lib/links.ts';
import { imageUrl } from '../../lib/image-url.ts';
import * as styles from './search.css.ts';

/** A search result: picture, name, price; opens the product. */
export function SearchResultTile({ product, onOpen }: { product: Product; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const href = useShopHref();
  const name = localizedName(product, toLocale(i18n.locale));
  const picture = imageUrl(product.thumbnail_url ?? product.image_url);
  return (
    <Link to={href('shop-product-details', { product_slug: product.slug })} className={styles.tile} onClick={onOpen}>
      {picture ? (
        <img src={picture} alt="" width={200} height={200} loading="lazy" className={styles.tileImage} />
      ) : (
        <span className={styles.tileImage} aria-hidden="true" />
      )}
      <span className={styles.tileName}>{name}</span>
      <CardPriceTag product={product} />
      {product.stock <= 0 && <span className={styles.outOfStock}>{t`Out of stock`}</span>}
    </Link>
  );
}
