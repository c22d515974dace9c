import { env } from '../env.ts';

/**
 * An image path from the API as a URL the browser can load: the API sends uploaded images as paths
 * (`/images/…`) on its own origin; absolute URLs are kept. Null stays null.
 */
export function imageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(?:https?:)?\/\//iu.test(path) || path.startsWith('data:')) return path;
  return `${env.apiUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
