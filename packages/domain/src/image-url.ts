/**
 * An image path from the API as a URL the browser can load: the API sends uploaded images as paths
 * (`/images/…`) on its own origin (`apiUrl`); absolute and data URLs are kept. Null stays null.
 */
export function imageUrlOn(apiUrl: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(?:https?:)?\/\//iu.test(path) || path.startsWith('data:')) return path;
  return `${apiUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
