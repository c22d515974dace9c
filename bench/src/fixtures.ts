/**
 * What the load runs ask for, discovered through the API from the demo shops that start:demo
 * seeds: shop ids, categories, product slugs and search words taken from the products' names.
 */
import { apiCall } from './http.ts';

/** The demo shops of apps/api/src/seed (start:demo prints them). */
export const DEMO_SHOP_SLUGS = ['rongdhonu', 'shobji-bazar', 'boighor', 'purono-dokan'] as const;
/** The shop the storefront pages are measured on (Lighthouse). */
export const LIGHTHOUSE_SHOP_SLUG = 'rongdhonu';
/**
 * A simple product and one with 100 variants (10 sizes × 10 colours) of one demo shop: issue 28 asks that the larger
 * cost at most 1.3× the simple one, as an API read and as an uncached server-rendered page.
 */
export const VARIANT_PAIR = { shop: 'rongdhonu', simple: 'leather-sandal', variants: 'canvas-sneaker' } as const;

export interface ShopFixture {
  id: number;
  slug: string;
  /** Published: an unpublished shop has no link previews or sitemap. */
  public: boolean;
  featuredProductSlug: string | null;
  categories: { id: number; slug: string; productCount: number }[];
  products: { id: number; slug: string; name: string }[];
  /** Words of product names (3+ letters, lower case): what shoppers type. */
  searchTerms: string[];
}

interface Paginator<T> {
  data: T[];
  total: number;
}

/** Up to `max` distinct words of 3+ letters from the names, in order of appearance. */
export function searchTermsOf(names: readonly string[], max = 12): string[] {
  const words = names
    .flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u))
    .filter((word) => [...word].length >= 3);
  return [...new Set(words)].slice(0, max);
}

export async function discoverShop(apiUrl: string, slug: string): Promise<ShopFixture> {
  const base = `${apiUrl}/api/shop`;
  const shop = await apiCall<{ id: number; public: boolean; featured_product: { slug: string } | null }>(
    `${base}/online-shop/${slug}`,
  );
  // An unpublished shop shows only its panel: its catalogue answers 404 (decision 161), so there is none to read.
  const [categories, products] = shop.public
    ? await Promise.all([
        apiCall<{ id: number; slug: string; product_count?: number }[]>(
          `${base}/product/product_sub_categories?shop_id=${shop.id}`,
        ),
        apiCall<Paginator<{ id: number; slug: string; name: string; bn_name: string | null }>>(
          `${base}/products?shop_id=${shop.id}&sort=newest&page=1&per_page=100`,
        ),
      ])
    : [[], { data: [], total: 0 }];
  return {
    id: shop.id,
    slug,
    public: shop.public,
    featuredProductSlug: shop.featured_product?.slug ?? null,
    categories: categories.map((category) => ({
      id: category.id,
      slug: category.slug,
      productCount: category.product_count ?? 0,
    })),
    products: products.data.map((product) => ({ id: product.id, slug: product.slug, name: product.name })),
    searchTerms: searchTermsOf(products.data.flatMap((product) => [product.name, product.bn_name ?? ''])),
  };
}

export async function discoverDemoShops(apiUrl: string): Promise<ShopFixture[]> {
  const shops = await Promise.all(DEMO_SHOP_SLUGS.map((slug) => discoverShop(apiUrl, slug)));
  const empty = shops.filter((shop) => shop.public && shop.products.length === 0).map((shop) => shop.slug);
  if (empty.length > 0) throw new Error(`Demo shops without products: ${empty.join(', ')} (did start:demo seed?)`);
  return shops;
}
