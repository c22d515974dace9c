import { createContext, useContext } from 'react';
import { isCustomDomain, normalizeHostname, shopSlugFromSubdomain } from '@haat/domain/hosts';

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
  { kind: 'market' } | { kind: 'own'; slug: string; origin: 'subdomain' } | { kind: 'custom-domain'; hostname: string };

export function detectHost(hostname: string, marketHostSuffix: string): HostDetection {
  const slug = shopSlugFromSubdomain(hostname, marketHostSuffix);
  if (slug) return { kind: 'own', slug, origin: 'subdomain' };
  if (isCustomDomain(hostname, marketHostSuffix))
    return { kind: 'custom-domain', hostname: normalizeHostname(hostname) };
  return { kind: 'market' };
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
