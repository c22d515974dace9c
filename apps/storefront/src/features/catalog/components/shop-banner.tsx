import { Trans } from '@lingui/react/macro';
import { BANNER_SIZE, MEDIUM_IMAGE_WIDTH } from '@haat/domain/image-sizes';
import type { Shop } from '@haat/domain/schemas';
import { imageUrl } from '../../../lib/image-url.ts';
import * as styles from './shop-banner.css.ts';

/**
 * The shop's banner, the page's largest image: fetched first (`fetchpriority="high"`), never lazily. Phones get the
 * 960 px file where the API has one (banners stored before it kept that size have only the full one).
 */
export function ShopBanner({ shop, name }: { shop: Shop; name: string }) {
  const src = imageUrl(shop.banner_url);
  const medium = imageUrl(shop.banner_medium_url);
  return (
    <div className={styles.banner}>
      {src ? (
        <img
          className={styles.image}
          src={src}
          srcSet={medium ? `${medium} ${MEDIUM_IMAGE_WIDTH}w, ${src} ${BANNER_SIZE.width}w` : undefined}
          alt={name}
          width={BANNER_SIZE.width}
          height={BANNER_SIZE.height}
          sizes="(min-width: 1280px) 1232px, 100vw"
          fetchPriority="high"
          decoding="async"
        />
      ) : (
        <div className={styles.fallback}>
          <p className={styles.fallbackTitle}>{name}</p>
          <p className={styles.fallbackText}>
            <Trans>Order today, pay cash on delivery.</Trans>
          </p>
        </div>
      )}
    </div>
  );
}
