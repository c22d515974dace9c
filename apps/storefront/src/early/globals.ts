// The window properties index.html's inline script leaves for the app (no imports: vite.config.ts reads it too).

/** The early GET /online-shop/{slug} (EarlyShopRequest). */
export const EARLY_SHOP_GLOBAL = '__haatEarlyShop';
/** On a product page, the early GET /product/{slug}?shop_id= (EarlyProductRequest). */
export const EARLY_PRODUCT_GLOBAL = '__haatEarlyProduct';
/** Set by the build: each landing page's route chunks and styles beyond the entry's (RouteAssets). */
export const ROUTE_ASSETS_GLOBAL = '__haatRouteAssets';

/** The pages shoppers land on from a shared link or a search, by route name: their route modules are preloaded. */
export const LANDING_PAGES = {
  'shop-home': 'shop-home',
  'shop-product-details': 'product-details',
  'shop-category': 'category',
} as const;
