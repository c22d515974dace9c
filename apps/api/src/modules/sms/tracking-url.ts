import { DEVELOPMENT_HOSTS, normalizeHostname, shopUrl } from '@haat/domain/hosts';
import type { Config } from '../../platform/config/env.ts';

/**
 * The order's tracking page on the shop's storefront (`track-order?query={code}`, docs/product/routes.md):
 * at the shop's own origin (its verified custom domain, else `{slug}.{MARKET_HOST_SUFFIX}`), with the
 * storefront's scheme. A storefront on a development host has no subdomains, so there the market form
 * `{STOREFRONT_URL}/{slug}/track-order` is used.
 */
export function orderTrackingUrl(
  shop: { slug: string; customDomain: string | null },
  code: string,
  config: Pick<Config, 'marketHostSuffix' | 'storefrontUrl'>,
): string {
  const storefront = new URL(config.storefrontUrl);
  const query = `track-order?query=${encodeURIComponent(code)}`;
  if ((DEVELOPMENT_HOSTS as readonly string[]).includes(normalizeHostname(storefront.hostname))) {
    return `${storefront.origin}/${encodeURIComponent(shop.slug)}/${query}`;
  }
  const origin = shopUrl(
    { slug: shop.slug, custom_domain: shop.customDomain },
    { suffix: config.marketHostSuffix, protocol: storefront.protocol },
  );
  return `${origin}/${query}`;
}
