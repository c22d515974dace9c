// Absolute URLs of a shop's pages, for canonical links, Open Graph, JSON-LD, robots.txt and sitemap.xml.
import type { Shop } from '@haat/domain/schemas';
import { buildShopHref, type QueryInit } from '../links.ts';
import type { ShopRouteName } from '../../config/route-table.ts';
import type { HostMode } from '../host-mode.ts';

/** Where a shop's pages canonically live: an origin (`https://shop.example`) and the host mode of its paths. */
export interface ShopOrigin {
  origin: string;
  mode: HostMode;
}

/**
 * The shop's canonical origin: its custom domain when it has one (decision 90), else the origin the
 * request came to (the shared host with `/{slug}/…` paths, or the shop's subdomain with `/…`). The
 * protocol and the port are the request's: one server serves the shared host, the subdomains and the custom
 * domains, so a site served over TLS links over TLS and one served on a port (development) links to that port.
 */
export function canonicalShopOrigin(
  shop: Pick<Shop, 'slug' | 'custom_domain'>,
  requestUrl: URL,
  requestMode: HostMode,
): ShopOrigin {
  const domain = shop.custom_domain?.domain.trim().toLowerCase();
  if (domain) {
    return {
      origin: `${requestUrl.protocol}//${domain}${requestUrl.port ? `:${requestUrl.port}` : ''}`,
      mode: { kind: 'own', slug: shop.slug, origin: 'custom-domain' },
    };
  }
  return { origin: requestUrl.origin, mode: requestMode };
}

/** The absolute URL of a shop page on its canonical origin. */
export function shopPageUrl(
  at: ShopOrigin,
  slug: string,
  name: ShopRouteName,
  params?: Record<string, string | number> | null,
  query?: QueryInit,
): string {
  return new URL(buildShopHref(at.mode, slug, name, params, query), `${at.origin}/`).href;
}
