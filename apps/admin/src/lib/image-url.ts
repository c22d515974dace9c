import { env } from '../env.ts';

/** An image URL from the API: a path such as /images/… is on the API's origin. */
export function imageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${env.apiUrl}${url}` : url;
}
