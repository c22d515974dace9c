import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ShoppingBag } from 'lucide-react';
import type { ProductDetail } from '@haat/domain/schemas';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { imageUrl, mainPictureFiles, pictureSrcSet, type PictureFiles } from '../../../lib/image-url.ts';
import * as styles from './product-gallery.css.ts';

interface GalleryImage {
  key: string;
  url: string;
  /** Its files by width, for a phone to take the smaller one (decision 128). */
  srcSet: string | undefined;
  thumbnail: string;
}

/** The product's main image first, then its other images, without repeats. */
export function galleryImages(
  product: Pick<ProductDetail, 'image_url' | 'thumbnail_url' | 'image_medium_url' | 'image_width' | 'images'>,
): GalleryImage[] {
  const list: GalleryImage[] = [];
  const seen = new Set<string>();
  const push = (key: string, files: PictureFiles) => {
    const full = imageUrl(files.url);
    if (!full || seen.has(full)) return;
    seen.add(full);
    list.push({ key, url: full, srcSet: pictureSrcSet(files), thumbnail: imageUrl(files.card) ?? full });
  };
  push('main', mainPictureFiles(product));
  for (const image of product.images) {
    push(`image-${image.id}`, {
      url: image.url,
      card: image.thumbnail_url,
      medium: image.medium_url,
      width: image.width,
    });
  }
  return list;
}

/**
 * The product's images: one large (the page's main image, fetched first, or the chosen variant's picture
 * `pictureId`) and thumbnails to switch.
 */
export function ProductGallery({
  product,
  name,
  pictureId = null,
}: {
  product: ProductDetail;
  name: string;
  pictureId?: number | null;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const images = galleryImages(product);
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      images.findIndex((image) => image.key === `image-${pictureId}`),
    ),
  );
  const current = images[Math.min(selected, images.length - 1)];

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {current ? (
          <img
            key={current.key}
            className={styles.mainImage}
            src={current.url}
            srcSet={current.srcSet}
            alt={name}
            width={800}
            height={800}
            sizes="(min-width: 900px) 50vw, 100vw"
            fetchPriority={selected === 0 ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className={styles.fallback} aria-hidden="true">
            <ShoppingBag size={64} strokeWidth={1.25} />
          </span>
        )}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t`Product images`}>
          {images.map((image, index) => {
            const number = formatNumber(index + 1, locale);
            return (
              <li key={image.key}>
                <button
                  type="button"
                  className={styles.thumbButton}
                  aria-label={t`Show image ${number}`}
                  aria-pressed={index === selected}
                  onClick={() => setSelected(index)}
                >
                  <img
                    className={styles.thumbImage}
                    src={image.thumbnail}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
