// Absolute URLs of a shop's pages, for canonical links, Open Graph, JSON-LD, robots.txt and sitemap.xml.
import { DEVELOPMENT_HOSTS, normalizeHostname } from '@haat/domain/hosts';
import type { Shop } from '@haat/domain/schemas';
import { env } from '../../env.ts';
import { buildShopHref, type QueryInit } from '../links.ts';
import type { ShopRouteName } from '../../config/route-table.ts';
import type { HostMode } from '../host-mode.ts';

/** Where a shop's pages canonically live: an origin (`https://shop.example`) and the host mode of its paths. */
export interface ShopOrigin {
  origin: string;
  mode: HostMode;
}

/**
 * The shop's canonical origin: its custom domain when it has one (decision 90), else its subdomain
 * `{slug}.{suffix}` when the request came there, else the market host (the suffix with `/{slug}/…` paths; a
 * development host stays itself). The host is always one the platform owns, never the request's own (an IP
 * address or `www.` reaches the market host too; decision 207). The protocol and the port are the request's:
 * one server serves the shared host, the subdomains and the custom domains, so a site served over TLS links
 * over TLS and one served on a port (development) links to that port.
 */
export function canonicalShopOrigin(
  shop: Pick<Shop, 'slug' | 'custom_domain'>,
  requestUrl: URL,
  requestMode: HostMode,
  marketHostSuffix: string = env.marketHostSuffix,
): ShopOrigin {
  const at = (host: string) => `${requestUrl.protocol}//${host}${requestUrl.port ? `:${requestUrl.port}` : ''}`;
  const suffix = normalizeHostname(marketHostSuffix);
  const domain = shop.custom_domain?.domain.trim().toLowerCase();
  if (domain) return { origin: at(domain), mode: { kind: 'own', slug: shop.slug, origin: 'custom-domain' } };
  if (requestMode.kind === 'own' && requestMode.origin === 'subdomain')
    return { origin: at(`${requestMode.slug}.${suffix}`), mode: requestMode };
  if (requestMode.kind === 'own') return { origin: requestUrl.origin, mode: requestMode };
  const developing = (DEVELOPMENT_HOSTS as readonly string[]).includes(normalizeHostname(requestUrl.hostname));
  return { origin: developing ? requestUrl.origin : at(suffix), mode: requestMode };
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
