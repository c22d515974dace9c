import { imageUrlOn } from '@haat/domain/image-url';
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
