// Inlined into index.html by the build (vite.config.ts, earlyShopRequest), so it runs while the app's
// JavaScript is still downloading. Every shop page starts with GET /online-shop/{slug}; asking for it
// here, with the page's own code (its route chunk) and, for a shop home, its banner and featured
// picture, takes the round trips of "download the app, run it, then ask" off the first screen on a
// slow mobile connection.
// The app takes the answer through takeEarlyShop (src/lib/early-shop.ts) and validates it as usual.
import { isCustomDomain, shopSlugFromSubdomain } from '@haat/domain/hosts';
import { SLUG_PATTERN } from '@haat/domain/validators';
import { shopRoutePaths, type RouteModuleName, type ShopRouteName } from '../app/route-table.ts';
import { env } from '../env.ts';
import { imageUrl } from '../lib/image-url.ts';
import { EARLY_PRODUCT_GLOBAL, EARLY_SHOP_GLOBAL, LANDING_PAGES, ROUTE_ASSETS_GLOBAL } from './globals.ts';

export type RouteAssets = Partial<Record<RouteModuleName, { js: string[]; css: string[] }>>;

export interface EarlyShopRequest {
  slug: string;
  /** The answer's JSON body when the API answered 2xx; null otherwise (the app then asks itself). */
  body: Promise<unknown>;
}

export interface EarlyProductRequest {
  /** The product page's `:product_slug`, decoded as the router gives it. */
  slug: string;
  /** The shop's id and the answer's JSON body when both requests answered 2xx; null otherwise. */
  body: Promise<{ shopId: number; json: unknown } | null>;
}

export interface EarlyShopTarget {
  slug: string;
  /** A landing page's route module (LANDING_PAGES), else null; the shop home shows the banner and featured product. */
  module: RouteModuleName | null;
}

/** The shop page of a path below the shop root (`product/x` matches `product/:product_slug`), or null. */
function shopPage(rest: string[]): ShopRouteName | null {
  const names = Object.keys(shopRoutePaths) as ShopRouteName[];
  const name = names.find((candidate) => {
    const pattern = shopRoutePaths[candidate];
    const parts = pattern === '' ? [] : pattern.split('/');
    return parts.length === rest.length && parts.every((part, index) => part.startsWith(':') || part === rest[index]);
  });
  return name ?? null;
}

const landingModule = (name: ShopRouteName): RouteModuleName | null =>
  name in LANDING_PAGES ? LANDING_PAGES[name as keyof typeof LANDING_PAGES] : null;

/**
 * The shop a page address belongs to, as the router will see it; null where that takes more than the
 * address (a custom domain needs a domain lookup first) or the page is not a shop page.
 */
export function earlyShopTarget(hostname: string, pathname: string, suffix: string): EarlyShopTarget | null {
  const segments = pathname.split('/').filter(Boolean);
  const ownSlug = shopSlugFromSubdomain(hostname, suffix);
  if (ownSlug) {
    const page = shopPage(segments);
    return page ? { slug: ownSlug, module: landingModule(page) } : null;
  }
  if (isCustomDomain(hostname, suffix)) return null;
  const [first, ...rest] = segments;
  if (first === 'shop' && rest.length === 1 && SLUG_PATTERN.test(rest[0]!))
    return { slug: rest[0]!, module: 'shop-home' };
  if (first === undefined || rest.length === 0 || !SLUG_PATTERN.test(first)) return null;
  const page = shopPage(rest);
  return page && page !== 'shop-home' ? { slug: first, module: landingModule(page) } : null;
}

/** What the first screen of a shop home shows large, as the img tags' URLs: its banner and featured picture. */
export function homeImages(body: unknown): string[] {
  const shop = (body as { data?: { banner_url?: unknown; featured_product?: { image_url?: unknown } | null } } | null)
    ?.data;
  return [shop?.banner_url, shop?.featured_product?.image_url]
    .map((url) => (typeof url === 'string' ? imageUrl(url) : null))
    .filter((url) => url !== null);
}

/** The `:product_slug` of a product page's address (its last segment, `product/:product_slug`), decoded. */
export function productSlugOf(pathname: string): string | null {
  const last = pathname.split('/').filter(Boolean).at(-1);
  try {
    return last ? decodeURIComponent(last) : null;
  } catch {
    return null;
  }
}

/** The product page's main picture, as its img tag's URL. */
export function productImage(body: unknown): string | null {
  const url = (body as { data?: { image_url?: unknown } } | null)?.data?.image_url;
  return typeof url === 'string' ? imageUrl(url) : null;
}

/** The JSON body of a 2xx answer to a GET; null for any other answer. */
async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  return response.ok ? ((await response.json()) as unknown) : null;
}

function addLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/** Vite's own loader later finds these links and does not fetch the files again. */
function preloadRouteAssets(module: RouteModuleName): void {
  const assets = (window as unknown as Record<string, RouteAssets | undefined>)[ROUTE_ASSETS_GLOBAL]?.[module];
  for (const href of assets?.js ?? []) addLink({ rel: 'modulepreload', href, crossorigin: '' });
  for (const href of assets?.css ?? []) addLink({ rel: 'preload', as: 'style', href, crossorigin: '' });
}

export function startEarlyShopRequest(): void {
  const target = earlyShopTarget(location.hostname, location.pathname, env.marketHostSuffix);
  if (!target) return;
  if (target.module) preloadRouteAssets(target.module);
  const body = getJson(`${env.apiUrl}/api/shop/online-shop/${encodeURIComponent(target.slug)}`).catch(() => null);
  if (target.module === 'shop-home') {
    void body.then((json) => {
      for (const href of homeImages(json)) addLink({ rel: 'preload', as: 'image', href, fetchpriority: 'high' });
    });
  }
  const request: EarlyShopRequest = { slug: target.slug, body };
  (window as unknown as Record<string, EarlyShopRequest>)[EARLY_SHOP_GLOBAL] = request;
  const productSlug = target.module === 'product-details' ? productSlugOf(location.pathname) : null;
  if (productSlug) startEarlyProductRequest(productSlug, body);
}

/** On a product page, the product itself as soon as the shop's id is known, and its main picture. */
function startEarlyProductRequest(slug: string, shopBody: Promise<unknown>): void {
  const product = shopBody
    .then(async (shop) => {
      const shopId = (shop as { data?: { id?: unknown } } | null)?.data?.id;
      if (typeof shopId !== 'number') return null;
      const json = await getJson(`${env.apiUrl}/api/shop/product/${encodeURIComponent(slug)}?shop_id=${shopId}`);
      return json === null ? null : { shopId, json };
    })
    .catch(() => null);
  void product.then((answer) => {
    const href = answer && productImage(answer.json);
    if (href) addLink({ rel: 'preload', as: 'image', href, fetchpriority: 'high' });
  });
  const request: EarlyProductRequest = { slug, body: product };
  (window as unknown as Record<string, EarlyProductRequest>)[EARLY_PRODUCT_GLOBAL] = request;
}
