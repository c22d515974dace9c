import { shopSlugFromSubdomain } from '@haat/domain/hosts';

function slugFromPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const candidate = segments[0] === 'shop' ? segments[1] : segments[0];
  return candidate ? slugify(candidate) : null;
}

/**
 * A shop slug from what someone typed to find a shop: a slug ("rongdhonu"), a name in Latin letters
 * ("Rongdhonu Fashion" → "rongdhonu-fashion"), a market address ("…/shop/rongdhonu",
 * "…/rongdhonu/cart") or a subdomain ("rongdhonu.haat.localhost"). Null when nothing usable is left.
 */
export function slugFromShopAddress(input: string, marketHostSuffix: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  if (text.startsWith('/')) return slugFromPath(text);
  if (/[./]/u.test(text)) {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//iu.test(text) ? text : `https://${text}`;
    if (URL.canParse(withScheme)) {
      const url = new URL(withScheme);
      const fromHost = shopSlugFromSubdomain(url.hostname, marketHostSuffix);
      if (fromHost) return fromHost;
      const fromPath = slugFromPath(url.pathname);
      if (fromPath) return fromPath;
    }
  }
  return slugify(text);
}

/** Lowercase letters, digits and single hyphens. */
export function slugify(text: string): string | null {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\s_]+/gu, '-')
    .replace(/[^a-z0-9-]/gu, '')
    .replace(/-+/gu, '-')
    .replace(/^-|-$/gu, '');
  return slug === '' ? null : slug;
}
