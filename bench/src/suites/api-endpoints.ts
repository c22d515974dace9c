/**
 * The shop API's browsing calls under load (docs/product/http-contract.md "Shop base"): shop lookup, categories, a page
 * of products, product details, search, a link-preview image and a sitemap, each on its own for a
 * fixed duration, rotating over the demo shops and their products so no single row stays hot.
 */
import { VARIANT_PAIR, type ShopFixture } from '../fixtures.ts';
import { runLoad, type LoadFigures } from '../load.ts';
import { rotate } from '../rotate.ts';

/** `health check` (HTTP, middleware and `select 1`) is the floor the other calls are measured against. */
export const endpointNames = [
  'health check',
  'shop lookup',
  'categories',
  'product list',
  'product details',
  'product details, simple',
  'product details, 100 variants',
  'search',
  'link preview image',
  'sitemap',
] as const;
export type EndpointName = (typeof endpointNames)[number];

export interface EndpointFigures extends LoadFigures {
  endpoint: EndpointName;
  /** One of the paths asked for, as an example. */
  examplePath: string;
}

const enc = encodeURIComponent;

/** The paths each endpoint rotates over. */
export function endpointPaths(shops: readonly ShopFixture[]): Record<EndpointName, string[]> {
  const base = '/api/shop';
  const published = shops.filter((shop) => shop.public);
  const pairShop = shops.find((shop) => shop.slug === VARIANT_PAIR.shop);
  const detailOf = (slug: string) => (pairShop ? [`${base}/product/${enc(slug)}?shop_id=${pairShop.id}`] : []);
  return {
    'health check': ['/readyz'],
    'shop lookup': shops.map((shop) => `${base}/online-shop/${enc(shop.slug)}`),
    categories: published.map((shop) => `${base}/product/product_sub_categories?shop_id=${shop.id}`),
    // The storefront's shop home and category pages ask for 20 at a time (PRODUCTS_PER_PAGE).
    'product list': published.flatMap((shop) =>
      ['newest', 'best_selling', 'price_asc'].map(
        (sort) => `${base}/products?shop_id=${shop.id}&sort=${sort}&page=1&per_page=20`,
      ),
    ),
    'product details': shops.flatMap((shop) =>
      shop.products.map((product) => `${base}/product/${enc(product.slug)}?shop_id=${shop.id}`),
    ),
    // One product each, read again and again: what 100 variants add to a product's read (issue 28).
    'product details, simple': detailOf(VARIANT_PAIR.simple),
    'product details, 100 variants': detailOf(VARIANT_PAIR.variants),
    // As the storefront's search overlay asks (per_page=100).
    search: published.flatMap((shop) =>
      shop.searchTerms.map((term) => `${base}/products/search/${enc(term)}?shop_id=${shop.id}&per_page=100`),
    ),
    // Published shops only (the others are 404). Each preview is made before the run (PRIMED), then read back.
    'link preview image': published.flatMap((shop) =>
      shop.products.map((product) => `${base}/link-preview/products/${product.id}.jpg?shop_id=${shop.id}`),
    ),
    sitemap: published.map((shop) => `${base}/sitemap?shop_id=${shop.id}`),
  };
}

/**
 * Asked for once each, one at a time, before their run: a link preview is made once per picture (and the API
 * makes one at a time, refusing a crowd with 503), so the run measures what a shared link costs once it exists.
 */
const PRIMED: readonly EndpointName[] = ['link preview image'];

export interface EndpointRunOptions {
  apiUrl: string;
  /** CPU seconds of the API process so far (for CPU per request). */
  serverCpuSeconds?: () => number | null;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  onProgress?: (line: string) => void;
}

export async function benchEndpoints(
  shops: readonly ShopFixture[],
  options: EndpointRunOptions,
): Promise<EndpointFigures[]> {
  const paths = endpointPaths(shops);
  const figures: EndpointFigures[] = [];
  for (const endpoint of endpointNames) {
    if (paths[endpoint].length === 0) continue;
    if (PRIMED.includes(endpoint)) {
      for (const path of paths[endpoint]) {
        const res = await fetch(new URL(path, options.apiUrl));
        if (!res.ok) throw new Error(`priming ${path} answered ${res.status}`);
        await res.arrayBuffer();
      }
    }
    const nextPath = rotate(paths[endpoint]);
    const measured = await runLoad({
      url: options.apiUrl,
      serverCpuSeconds: options.serverCpuSeconds,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      next: () => ({ path: nextPath() }),
    });
    figures.push({ endpoint, examplePath: paths[endpoint][0]!, ...measured });
    options.onProgress?.(
      `${endpoint}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, errors ${measured.errors}`,
    );
  }
  return figures;
}
