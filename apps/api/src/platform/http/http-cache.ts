/**
 * HTTP caching of API answers. Catalogue answers anyone may see (a shop, its pages, categories,
 * products, reviews, delivery packages) answer with `okPublic`: a shared cache (CDN, proxy)
 * may keep them `PUBLIC_CACHE_SECONDS` and serve them that long again while it revalidates, and every
 * client can revalidate with the ETag for a 304. Every other API answer may hold personal data and is
 * `no-store` (app.ts). So an owner's change reaches shoppers behind a CDN within
 * 2 × PUBLIC_CACHE_SECONDS, and at once for those who reach the API directly. Compression is the edge's
 * (Caddy's `encode`, docs/edge.md): gzip in the API runs on the thread pool password hashing needs.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export const PUBLIC_CACHE_SECONDS = 30;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_CACHE_SECONDS}, stale-while-revalidate=${PUBLIC_CACHE_SECONDS}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** An answer of `okPublic` (the route registration lets only publicly cacheable entries give one). */
export type PublicResponse = Response & { readonly publicCache: true };

/** Whether If-None-Match names this tag (compared weakly, as If-None-Match is); `*` names any. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//u, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//u, '') === bare;
  });
}

/**
 * `ok()` for an answer anyone may see: the envelope as JSON with its ETag, or 304 when the client already
 * has it. The tag is a SHA-1 of the JSON made here, while it is still a string: hono's etag middleware
 * would read the answer back through a cloned stream (≈ 3× the CPU of a cached shop lookup), and Web
 * Crypto's digest would wait for the thread pool, where password hashes run. Weak: the edge sends the same
 * answer compressed or plain.
 */
export function okPublic<T>(c: Context, data: T): PublicResponse {
  const body = JSON.stringify({ status: 200, message: 'OK', data });
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = { ETag: etag, 'Cache-Control': PUBLIC_CACHE_CONTROL, Vary: 'Authorization' };
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers) as unknown as PublicResponse;
  return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' }) as unknown as PublicResponse;
}
