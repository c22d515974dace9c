/* eslint-disable lingui/no-unlocalized-strings -- HTTP headers and their values, not text for people. */
// The response headers of a rendered page: caching by kind of page, the Content-Security-Policy with this response's
// nonce, and the other security headers.
import type { EntryContext } from 'react-router';
import { normalizeHostname } from '@haat/domain/hosts';
import { env } from '../env.ts';
import type { HostMode } from '../lib/host-mode.ts';
import { trackingPlan } from '../features/seo/tracking-plan.ts';
import { isPersonalRoute } from '../config/route-table.ts';
import type { ShopLayoutData } from './shop-loaders.ts';

/** The API's catalogue answers promise an owner's change within 30 s (+30 s stale while revalidating); so do pages. */
export const CATALOGUE_CACHE_CONTROL = 'public, s-maxage=30, stale-while-revalidate=30';
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * Anonymous catalogue pages that answered 200 may be kept by a CDN; personal pages, failures and every page of an
 * unpublished shop (its panel, for whoever asks until it opens) are not stored.
 */
export function cacheControl(
  leafRouteId: string | undefined,
  status: number,
  shop?: Pick<ShopLayoutData, 'public'>,
): string {
  if (status !== 200 || isPersonalRoute(leafRouteId) || shop?.public === false) return PERSONAL_CACHE_CONTROL;
  return CATALOGUE_CACHE_CONTROL;
}

const GTM_HOST = 'https://www.googletagmanager.com';
const PIXEL_HOSTS = ['https://connect.facebook.net', 'https://www.facebook.com'];

export interface CspInput {
  nonce: string;
  apiOrigin: string;
  adminOrigin: string;
  tracking: { gtm: boolean; pixel: boolean };
}

/**
 * Scripts only from this origin or with this response's nonce; GTM and the pixel only where the shop's own origin
 * allows them (src/features/seo/tracking-plan.ts); framed only by the storefront itself and the admin (its preview).
 */
export function contentSecurityPolicy({ nonce, apiOrigin, adminOrigin, tracking }: CspInput): string {
  const trackers = [...(tracking.gtm ? [GTM_HOST] : []), ...(tracking.pixel ? PIXEL_HOSTS : [])];
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${trackers.join(' ')}`.trim(),
    `connect-src 'self' ${apiOrigin} ${trackers.join(' ')}`.trim(),
    `img-src 'self' data: blob: https: ${apiOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    `frame-src ${tracking.gtm ? GTM_HOST : "'none'"}`,
    `frame-ancestors 'self' ${adminOrigin}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  return directives.join('; ');
}

/** Whether the request came over TLS (directly, or as the trusted proxy in front says). */
export function isSecureRequest(url: URL, forwardedProto: string | null, trustProxy: boolean): boolean {
  if (url.protocol === 'https:') return true;
  return trustProxy && forwardedProto?.split(',')[0]?.trim() === 'https';
}

/**
 * HSTS for a request that came over TLS. `includeSubDomains` only on the platform's own hosts (the market host
 * suffix and its subdomains, which the platform's TLS covers); a shop's custom domain speaks for itself alone, never
 * for the owner's other subdomains (mail, a blog on plain HTTP).
 */
export function strictTransportSecurity(hostname: string, marketHostSuffix: string): string {
  const host = normalizeHostname(hostname);
  const suffix = normalizeHostname(marketHostSuffix);
  const platform = host === suffix || host.endsWith(`.${suffix}`);
  return platform ? 'max-age=31536000; includeSubDomains' : 'max-age=31536000';
}

function shopLayoutData(routerContext: EntryContext): ShopLayoutData | undefined {
  const data = routerContext.staticHandlerContext.loaderData;
  return (data['shared-routes'] ?? data['custom-routes'] ?? data['home']) as ShopLayoutData | undefined;
}

export interface PageHeadersInput {
  routerContext: EntryContext;
  mode: HostMode;
  status: number;
  nonce: string;
  url: URL;
  request: Request;
}

export function responseHeaders({ routerContext, mode, status, nonce, url, request }: PageHeadersInput) {
  const matches = routerContext.staticHandlerContext.matches;
  const leaf = matches.at(-1)?.route.id;
  const shop = shopLayoutData(routerContext);
  const plan = shop?.tracking ? trackingPlan(shop.tracking, mode) : { gtmId: null, pixelId: null };
  const headers: [string, string][] = [
    ['Cache-Control', cacheControl(leaf, status, shop)],
    [
      'Content-Security-Policy',
      contentSecurityPolicy({
        nonce,
        apiOrigin: new URL(env.apiUrl).origin,
        adminOrigin: new URL(env.adminUrl).origin,
        tracking: { gtm: plan.gtmId !== null, pixel: plan.pixelId !== null },
      }),
    ],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Vary', 'Cookie'],
  ];
  if (shop?.public === false) headers.push(['X-Robots-Tag', 'noindex']);
  const trustProxy = process.env['TRUST_PROXY'] === '1';
  if (isSecureRequest(url, request.headers.get('X-Forwarded-Proto'), trustProxy)) {
    headers.push(['Strict-Transport-Security', strictTransportSecurity(url.hostname, env.marketHostSuffix)]);
  }
  return headers;
}
