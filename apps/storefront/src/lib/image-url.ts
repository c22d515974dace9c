import { imageUrlOn } from '@haat/domain/image-url';
import { CARD_IMAGE_WIDTH, MEDIUM_IMAGE_WIDTH } from '@haat/domain/image-sizes';
import type { FeaturedProduct } from '@haat/domain/schemas';
import { env } from '../env.ts';

/** An image path from the API as an absolute URL (on the API's origin): for what leaves the page, like structured data. */
export const absoluteImageUrl = (path: string | null | undefined): string | null => imageUrlOn(env.apiUrl, path);

const apiImages = `${env.apiUrl}/images/`;

/**
 * An image path from the API as the page loads it: the API's own pictures from the page's origin, whose server
 * relays `/images/…` to the API (decision 127); other URLs (a CDN's) as they are.
 */
export function imageUrl(path: string | null | undefined): string | null {
  const url = absoluteImageUrl(path);
  return url?.startsWith(apiImages) ? url.slice(env.apiUrl.length) : url;
}

/** A picture's files as the API answers them: the full one (`width` wide, when known), its card and medium ones. */
export interface PictureFiles {
  url: string | null;
  card: string | null;
  medium: string | null;
  width: number | null;
}

/** A product's main picture's files, as a product page and the featured product carry them. */
export function mainPictureFiles(
  product: Pick<FeaturedProduct, 'image_url' | 'thumbnail_url' | 'image_medium_url' | 'image_width'>,
): PictureFiles {
  return {
    url: product.image_url,
    card: product.thumbnail_url,
    medium: product.image_medium_url,
    width: product.image_width,
  };
}

/**
 * A `srcset` of a picture's files by their true widths (decision 128): the card when the full file is wider than
 * it, the medium file when there is one, and the full file. Undefined when the width is unknown or there is only
 * the full file.
 */
export function pictureSrcSet({ url, card, medium, width }: PictureFiles): string | undefined {
  const full = imageUrl(url);
  if (!full || width === null) return undefined;
  const cardUrl = imageUrl(card);
  const mediumUrl = imageUrl(medium);
  const candidates = [
    ...(cardUrl && width > CARD_IMAGE_WIDTH ? [`${cardUrl} ${CARD_IMAGE_WIDTH}w`] : []),
    ...(mediumUrl && width > MEDIUM_IMAGE_WIDTH ? [`${mediumUrl} ${MEDIUM_IMAGE_WIDTH}w`] : []),
    `${full} ${width}w`,
  ];
  return candidates.length > 1 ? candidates.join(', ') : undefined;
}
