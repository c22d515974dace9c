import { Trans } from '@lingui/react/macro';
import type { Shop } from '@haat/domain/schemas';
import { imageUrl } from '../../../lib/image-url.ts';
import * as styles from './shop-banner.css.ts';

/** docs/product/README.md: banners are 1920x560. */
export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 560;

/** The shop's banner, the page's largest image: fetched first (`fetchpriority="high"`), never lazily. */
export function ShopBanner({ shop, name }: { shop: Shop; name: string }) {
  const src = imageUrl(shop.banner_url);
  return (
    <div className={styles.banner}>
      {src ? (
        <img
          className={styles.image}
          src={src}
          alt={name}
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
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
