/* eslint-disable lingui/no-unlocalized-strings -- the robots exclusion protocol's directives, not text for people. */
// robots.txt of a shop's host (issue 15 item 4): the catalogue open, the personal pages closed, the sitemap named;
// an unpublished shop closed whole.
import type { Shop } from '@haat/domain/schemas';
import { customTwin, personalRouteNames, routePattern, type ShopRouteName } from '../../config/route-table.ts';
import type { HostMode } from '../host-mode.ts';
import type { ShopOrigin } from './shop-urls.ts';

/**
 * Where a shop's sitemap is served (decision 91): `/sitemap.xml` on its own origin, `/{slug}/sitemap.xml` on the
 * shared host (whose `/robots.txt` is the market's).
 */
export function sitemapPath(mode: HostMode, slug: string): string {
  return mode.kind === 'own' ? '/sitemap.xml' : `/${encodeURIComponent(slug)}/sitemap.xml`;
}

/**
 * The path prefixes of the personal pages: a route's pattern up to its first parameter, leaving out those a shorter one already covers (`/dashboard` covers `/dashboard/my_orders`: rules match by prefix). `slug` fills the shared
 * host's `:slug`; `*` stands for every shop.
 */
export function personalPathPrefixes(mode: HostMode['kind'], slug: string): string[] {
  const prefixes = personalRouteNames
    .map((name: ShopRouteName) => {
      const pattern = routePattern(mode === 'own' ? customTwin(name) : name).replace(':slug', slug);
      const parameter = pattern.indexOf(':');
      return parameter === -1 ? pattern : pattern.slice(0, parameter);
    })
    .sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const prefix of prefixes) {
    if (!kept.some((shorter) => prefix.startsWith(shorter))) kept.push(prefix);
  }
  return kept.sort();
}

const lines = (...rows: string[]) => `${rows.join('\n')}\n`;

/** robots.txt on a shop's own origin (its subdomain or custom domain). */
export function robotsTxt(shop: Pick<Shop, 'slug' | 'public'>, at: ShopOrigin): string {
  if (!shop.public) return lines('User-agent: *', 'Disallow: /');
  return lines(
    'User-agent: *',
    'Allow: /',
    ...personalPathPrefixes(at.mode.kind, shop.slug).map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${new URL(sitemapPath(at.mode, shop.slug), `${at.origin}/`).href}`,
  );
}

// The rules that close a personal page's prefix on the shared host, where `*` (the slug) also matches anything longer:
// `/*/cart` alone would close `/{slug}/product/cartoon-shirt` and `/shop/login-bd`. So a prefix is closed only where
// its name ends: at the end (`$`), before a query or below it. A prefix ending in `/` ends there already.
function sharedHostRules(prefix: string): string[] {
  return prefix.endsWith('/') ? [prefix] : [`${prefix}$`, `${prefix}?`, `${prefix}/`];
}

/**
 * robots.txt of the shared market host: every shop's catalogue open, every shop's personal pages closed
 * (`*` matches any slug for Google, Bing and Yandex, `$` anchors the end). Each shop's sitemap is named on its own
 * pages' hosts.
 */
export function marketRobotsTxt(): string {
  return lines(
    'User-agent: *',
    'Allow: /',
    ...personalPathPrefixes('market', '*')
      .flatMap(sharedHostRules)
      .map((rule) => `Disallow: ${rule}`),
  );
}
