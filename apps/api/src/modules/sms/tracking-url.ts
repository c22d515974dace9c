import { DEVELOPMENT_HOSTS, normalizeHostname, shopUrl } from '@haat/domain/hosts';
import type { Config } from '../../platform/config/env.ts';

const onDevelopmentHost = (storefront: URL) =>
  (DEVELOPMENT_HOSTS as readonly string[]).includes(normalizeHostname(storefront.hostname));

/**
 * A page of the shop's storefront (`page` as routed on the shop's own origin, docs/product/routes.md, without a
 * leading slash): at the shop's own origin (its verified custom domain, else `{slug}.{MARKET_HOST_SUFFIX}`), with
 * the storefront's scheme. A storefront on a development host has no subdomains, so there the market form
 * `{STOREFRONT_URL}/{slug}/{page}` is used.
 */
export function storefrontPageUrl(
  shop: { slug: string; customDomain: string | null },
  page: string,
  config: Pick<Config, 'marketHostSuffix' | 'storefrontUrl'>,
): string {
  const storefront = new URL(config.storefrontUrl);
  if (onDevelopmentHost(storefront)) return `${storefront.origin}/${encodeURIComponent(shop.slug)}/${page}`;
  const origin = shopUrl(
    { slug: shop.slug, custom_domain: shop.customDomain },
    { suffix: config.marketHostSuffix, protocol: storefront.protocol },
  );
  return `${origin}/${page}`;
}

/** The order's tracking page on the shop's storefront (`track-order?query={code}`). */
export function orderTrackingUrl(
  shop: { slug: string; customDomain: string | null },
  code: string,
  config: Pick<Config, 'marketHostSuffix' | 'storefrontUrl'>,
): string {
  return storefrontPageUrl(shop, `track-order?query=${encodeURIComponent(code)}`, config);
}

/** The shop's home: its own origin, or `{STOREFRONT_URL}/shop/{slug}` on a development host. */
export function storefrontHomeUrl(
  shop: { slug: string; customDomain: string | null },
  config: Pick<Config, 'marketHostSuffix' | 'storefrontUrl'>,
): string {
  const storefront = new URL(config.storefrontUrl);
  if (onDevelopmentHost(storefront)) return `${storefront.origin}/shop/${encodeURIComponent(shop.slug)}`;
  return storefrontPageUrl(shop, '', config).replace(/\/$/u, '');
}
