import { createContext, useContext } from 'react';
import {
  DEVELOPMENT_HOSTS,
  RESERVED_SUBDOMAINS,
  isCustomDomain,
  normalizeHostname,
  shopSlugFromSubdomain,
} from '@haat/domain/hosts';

/**
 * Where the storefront runs, decided once at start (docs/product/routes.md: "the custom-domain state is
 * initialised once"):
 * - `market`: the shared market host (or localhost); shop pages live under /{slug} and /shop/{slug};
 * - `own`: an origin that belongs to one shop, its market subdomain `{slug}.{suffix}` or its custom
 *   domain; shop pages live at the root and the slug comes from the host.
 */
export type HostMode = { kind: 'market' } | { kind: 'own'; slug: string; origin: 'subdomain' | 'custom-domain' };

/** What the host name alone says; a custom domain still has to be looked up. */
export type HostDetection =
  | { kind: 'market' }
  | { kind: 'own'; slug: string; origin: 'subdomain' }
  | { kind: 'custom-domain'; hostname: string }
  /** A name no shop can have: deeper under the market host (`a.b.{suffix}`) or a single label (`intranet`). */
  | { kind: 'unknown'; hostname: string };

const IP_LITERAL = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[\da-f:]*:[\da-f:.]*)$/u;

/**
 * The market host is the suffix, `www.{suffix}`, a development host or an IP address (the server reached
 * directly, e.g. from a phone on the same network); pages reached by an IP link canonically to the suffix
 * (shop-urls.ts), so no address but the platform's own is ever written into a page (decision 207).
 */
export function detectHost(hostname: string, marketHostSuffix: string): HostDetection {
  const host = normalizeHostname(hostname);
  const suffix = normalizeHostname(marketHostSuffix);
  const slug = shopSlugFromSubdomain(host, suffix);
  if (slug) return { kind: 'own', slug, origin: 'subdomain' };
  if (isCustomDomain(host, suffix)) return { kind: 'custom-domain', hostname: host };
  const marketNames = [suffix, ...RESERVED_SUBDOMAINS.map((label) => `${label}.${suffix}`), ...DEVELOPMENT_HOSTS];
  if (marketNames.includes(host) || IP_LITERAL.test(host)) return { kind: 'market' };
  return { kind: 'unknown', hostname: host };
}

let current: HostMode = { kind: 'market' };

/** The request's mode while rendering (on the server each request has its own); unset in the browser's tests. */
export const HostModeContext = createContext<HostMode | null>(null);

/** Set once in the browser when the app hydrates (and by tests); server code reads the request's mode instead. */
export function setHostMode(mode: HostMode): void {
  current = mode;
}

export function getHostMode(): HostMode {
  return current;
}

/** The mode of the page being rendered: the request's on the server, the one set at start in the browser. */
export function useHostMode(): HostMode {
  return useContext(HostModeContext) ?? current;
}
