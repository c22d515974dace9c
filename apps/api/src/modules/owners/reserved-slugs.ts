/**
 * Shop slugs no owner may take: they are (or may become) paths of the storefront host
 * (`/admin`, `/shop`, `/api`, `/images`), pages of the admin (`/admin/start`, `/admin/unauthorized`) or names of
 * the market host's own subdomains (`www`).
 */
export const RESERVED_SHOP_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'administrator',
  'api',
  'app',
  'apps',
  'assets',
  'auth',
  'blog',
  'cart',
  'cdn',
  'checkout',
  'custom',
  'dashboard',
  'dev',
  'docs',
  'email',
  'haat',
  'healthz',
  'livez',
  'readyz',
  'help',
  'image',
  'images',
  'login',
  'logout',
  'mail',
  'market',
  'null',
  'official',
  'order',
  'orders',
  'register',
  'root',
  'shop',
  'shops',
  'signup',
  'start',
  'static',
  'status',
  'support',
  'system',
  'track-order',
  'unauthorized',
  'undefined',
  'www',
]);

export function isReservedShopSlug(slug: string): boolean {
  return RESERVED_SHOP_SLUGS.has(slug.toLowerCase());
}
