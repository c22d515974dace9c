/**
 * Shoppers browsing a shop's catalogue in a loop (shop, categories, a product list, product
 * details, search), each answer recorded with its status, message and time.
 */
import type { OrderingWorld } from './order-ledger.ts';

export interface BrowseAnswer {
  path: string;
  /** 0: no HTTP answer (network failure). */
  status: number;
  message: string;
  startedAt: number;
  at: number;
}

/** The catalogue calls a shopper makes, for the shop and product slugs given. */
export function catalogPaths(world: Pick<OrderingWorld, 'shopId' | 'shopSlug' | 'products'>): string[] {
  const { shopId, shopSlug } = world;
  return [
    `/api/shop/online-shop/${shopSlug}`,
    `/api/shop/product/product_sub_categories?shop_id=${shopId}`,
    `/api/shop/products?shop_id=${shopId}&per_page=20&sort=best_selling`,
    ...world.products.slice(0, 3).map((product) => `/api/shop/product/${product.slug}?shop_id=${shopId}`),
    `/api/shop/products/search/${encodeURIComponent('পণ্য')}?shop_id=${shopId}&per_page=100`,
    `/api/shop/delivery-packages?shop_id=${shopId}`,
  ];
}

export async function browseOnce(baseUrl: string, path: string): Promise<BrowseAnswer> {
  const startedAt = performance.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    let message = '';
    try {
      const { message: answered } = JSON.parse(text) as { message?: unknown };
      message = typeof answered === 'string' ? answered : '';
    } catch {
      message = text.slice(0, 200);
    }
    return { path, status: res.status, message, startedAt, at: performance.now() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { path, status: 0, message: cause?.code ?? String(error), startedAt, at: performance.now() };
  }
}

/** `clients` loops over `paths` until `stop()`; every answer goes to `answers`. */
export async function runBrowsing(options: {
  baseUrl: string;
  paths: string[];
  clients: number;
  stop: () => boolean;
  answers: BrowseAnswer[];
  pauseAfterErrorMs?: number;
}): Promise<void> {
  let next = 0;
  const browser = async () => {
    while (!options.stop()) {
      const path = options.paths[next % options.paths.length]!;
      next += 1;
      const answer = await browseOnce(options.baseUrl, path);
      options.answers.push(answer);
      if ((answer.status === 0 || answer.status >= 500) && options.pauseAfterErrorMs) {
        await new Promise((resolve) => setTimeout(resolve, options.pauseAfterErrorMs));
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, browser));
}
