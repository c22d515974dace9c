/* eslint-disable lingui/no-unlocalized-strings -- HTTP headers and their values, not text for people. */
// The answer of robots.txt and sitemap.xml: cacheable by a CDN like the catalogue pages (server-headers.ts), or a
// short uncached 404/503 when there is no such file.
import { CATALOGUE_CACHE_CONTROL } from './server-headers.ts';

export function seoFile(body: string | null, type: 'text/plain' | 'application/xml', failure = 404): Response {
  if (body === null) {
    return new Response(null, { status: failure, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(body, {
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': CATALOGUE_CACHE_CONTROL },
  });
}
