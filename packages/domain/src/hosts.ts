/**
 * A Host header or typed domain as a bare hostname: trimmed, lowercased, without port or
 * trailing dot. IPv6 literals lose their brackets ("[::1]:5173" -> "::1").
 */
export function normalizeHostname(host: string): string {
  let hostname = host.trim().toLowerCase();
  if (hostname.startsWith('[')) {
    const end = hostname.indexOf(']');
    return end === -1 ? hostname.slice(1) : hostname.slice(1, end);
  }
  // More than one colon without brackets is a bare IPv6 address, which has no port.
  const colons = hostname.split(':').length - 1;
  if (colons === 1) hostname = hostname.slice(0, hostname.indexOf(':'));
  return hostname.replace(/\.+$/u, '');
}

/** Hosts that count as the market host during development. */
export const DEVELOPMENT_HOSTS = ['localhost', '127.0.0.1', '::1'] as const;

/** The shared market host: the suffix itself, any subdomain of it, or a development host (docs/product/rules.md#hosts-and-shop-addresses). */
export function isMarketHost(hostname: string, suffix: string): boolean {
  const host = normalizeHostname(hostname);
  const market = normalizeHostname(suffix);
  return host === market || host.endsWith(`.${market}`) || (DEVELOPMENT_HOSTS as readonly string[]).includes(host);
}

/** Subdomains of the market host that are not shops. */
export const RESERVED_SUBDOMAINS = ['www'] as const;

/** `{slug}.{suffix}` gives the slug; the bare suffix, deeper subdomains and reserved names give null. */
export function shopSlugFromSubdomain(hostname: string, suffix: string): string | null {
  const host = normalizeHostname(hostname);
  const market = normalizeHostname(suffix);
  if (!host.endsWith(`.${market}`)) return null;
  const label = host.slice(0, -(market.length + 1));
  if (label === '' || label.includes('.') || (RESERVED_SUBDOMAINS as readonly string[]).includes(label)) return null;
  return label;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/u;

/** A host that is neither the market host nor an IP address, so a shop's own domain. */
export function isCustomDomain(hostname: string, suffix: string): boolean {
  const host = normalizeHostname(hostname);
  return host.includes('.') && !host.includes(':') && !IPV4.test(host) && !isMarketHost(host, suffix);
}

export interface ShopAddress {
  slug: string;
  /** As the shop carries it ({ domain }), as a domain record ({ domain, verified }), or a bare hostname. */
  custom_domain?: string | { domain: string; verified?: boolean } | null;
}

function customHost(customDomain: ShopAddress['custom_domain']): string | null {
  if (customDomain == null) return null;
  if (typeof customDomain === 'string') return normalizeHostname(customDomain) || null;
  if (customDomain.verified === false) return null;
  return normalizeHostname(customDomain.domain) || null;
}

/**
 * The shop's public origin (docs/product/rules.md#hosts-and-shop-addresses): its custom domain when it has a (verified) one, else the
 * market subdomain `{slug}.{suffix}`. No trailing slash.
 */
export function shopUrl(shop: ShopAddress, options: { suffix: string; protocol?: string }): string {
  const protocol = (options.protocol ?? 'https').replace(/:$/u, '');
  const host = customHost(shop.custom_domain) ?? `${shop.slug}.${normalizeHostname(options.suffix)}`;
  return `${protocol}://${host}`;
}
