// The one route table (docs/product/routes.md, docs/architecture.md). Pure data: React Router's routes (app/routes.ts),
// the navigation guard (src/app/guard.ts) and every link (src/lib/links.ts) are built from it. It imports no route
// module, so route modules can import links.ts without an import cycle.
import type { RouteObject } from 'react-router';
import type { PageSlug } from '@haat/domain/schemas';

/** Route modules in src/routes, lazy-loaded by the router; each exports `Component` (and maybe `loader`). */
export type RouteModuleName =
  | 'market-home'
  | 'not-found'
  | 'shop-home'
  | 'product-details'
  | 'category'
  | 'best-selling'
  | 'info-page'
  | 'cart'
  | 'checkout'
  | 'order-success'
  | 'order-details'
  | 'track-order'
  | 'login'
  | 'register'
  | 'forget-password'
  | 'dashboard'
  | 'dashboard-home'
  | 'account-details'
  | 'my-orders'
  | 'my-chat'
  | 'my-wishlist'
  | 'my-addresses'
  | 'my-reviews'
  | 'password-reset'
  | 'notifications';

/**
 * Each shop page by name, with its path below the shop root: `/{slug}/{path}` on the shared host
 * (the home is `/shop/{slug}`), `/{path}` on the shop's own domain. Names are docs/product/storefront.md's; the
 * custom-domain twin of `shop-x` is `custom-shop-x`.
 */
export const shopRoutePaths = {
  'shop-home': '',
  'shop-product-details': 'product/:product_slug',
  'shop-category': 'category/:category_slug',
  'shop-best-selling-products': 'best-selling-products',
  'shop-about-us': 'about-us',
  'shop-privacy-policy': 'privacy-policy',
  'shop-refund-policy': 'refund-policy',
  'shop-terms-of-conditions': 'terms-of-conditions',
  'shop-cancellation-policy': 'cancellation-policy',
  'shop-login': 'login',
  'shop-register': 'register',
  'shop-forget-password': 'forget-password',
  'shop-cart': 'cart',
  'shop-checkout': 'checkout',
  'shop-order-details': 'order_details/:order_id',
  'shop-order-success': 'order-success',
  'shop-track-order': 'track-order',
  'shop-dashboard': 'dashboard',
  'shop-dashboard-home': 'dashboard',
  'shop-account-details': 'dashboard/account_details',
  'shop-my-order': 'dashboard/my_orders',
  'shop-user-chat': 'dashboard/my_chat',
  'shop-my-wishlist': 'dashboard/my_wishlist',
  'shop-my-addresses': 'dashboard/my_addresses',
  'shop-my-reviews': 'dashboard/my_reviews',
  'shop-password-reset': 'dashboard/password_reset',
  'shop-notifications': 'dashboard/notifications',
  'shop-my-cart': 'dashboard/my_cart',
} as const;

export type ShopRouteName = keyof typeof shopRoutePaths;
export type CustomRouteName = `custom-${ShopRouteName}`;
/** Every named route: the market's Home, the shop pages and their custom-domain twins, not-found. */
export type RouteName = 'home' | 'not-found' | ShopRouteName | CustomRouteName;

export const shopRouteNames = Object.keys(shopRoutePaths) as ShopRouteName[];

export function customTwin(name: ShopRouteName): CustomRouteName {
  return `custom-${name}`;
}

export function isCustomRouteName(name: string): name is CustomRouteName {
  return name.startsWith('custom-') && (name.slice('custom-'.length) as ShopRouteName) in shopRoutePaths;
}

export function isShopRouteName(name: string): name is ShopRouteName {
  return name in shopRoutePaths;
}

/** The shop route a name stands for, with or without the custom- prefix. */
export function baseRouteName(name: ShopRouteName | CustomRouteName): ShopRouteName {
  return isCustomRouteName(name) ? (name.slice('custom-'.length) as ShopRouteName) : name;
}

/** What a route carries in `handle` (read with useMatches()). */
export interface RouteHandle {
  name: RouteName;
  /** Information pages: which page to show. */
  page?: PageSlug;
}

/** A shop page in the tree: dashboard children nest under the dashboard layout. */
interface ShopRouteEntry {
  name: ShopRouteName;
  module: RouteModuleName;
  page?: PageSlug;
  children?: readonly ShopRouteEntry[];
  /** The dashboard's own index child. */
  index?: boolean;
}

const infoPage = (name: ShopRouteName, page: PageSlug): ShopRouteEntry => ({ name, module: 'info-page', page });

/** The shop pages in matching order. */
export const shopRouteTree: readonly ShopRouteEntry[] = [
  { name: 'shop-home', module: 'shop-home' },
  { name: 'shop-product-details', module: 'product-details' },
  { name: 'shop-category', module: 'category' },
  { name: 'shop-best-selling-products', module: 'best-selling' },
  infoPage('shop-about-us', 'about-us'),
  infoPage('shop-privacy-policy', 'privacy-policy'),
  infoPage('shop-refund-policy', 'refund-policy'),
  infoPage('shop-terms-of-conditions', 'terms-of-conditions'),
  infoPage('shop-cancellation-policy', 'cancellation-policy'),
  { name: 'shop-login', module: 'login' },
  { name: 'shop-register', module: 'register' },
  { name: 'shop-forget-password', module: 'forget-password' },
  { name: 'shop-cart', module: 'cart' },
  { name: 'shop-checkout', module: 'checkout' },
  { name: 'shop-order-details', module: 'order-details' },
  { name: 'shop-order-success', module: 'order-success' },
  { name: 'shop-track-order', module: 'track-order' },
  {
    name: 'shop-dashboard',
    module: 'dashboard',
    children: [
      { name: 'shop-dashboard-home', module: 'dashboard-home', index: true },
      { name: 'shop-account-details', module: 'account-details' },
      { name: 'shop-my-order', module: 'my-orders' },
      { name: 'shop-user-chat', module: 'my-chat' },
      { name: 'shop-my-wishlist', module: 'my-wishlist' },
      { name: 'shop-my-addresses', module: 'my-addresses' },
      { name: 'shop-my-reviews', module: 'my-reviews' },
      { name: 'shop-password-reset', module: 'password-reset' },
      { name: 'shop-notifications', module: 'notifications' },
      // docs/product/routes.md: "My Cart (my_cart, routes to the cart page)": the router redirects it to the cart.
      { name: 'shop-my-cart', module: 'cart' },
    ],
  },
];

/**
 * The app's mode, decided once at start from the host name (docs/product/routes.md navigation guard):
 * `market` on the shared market host (shop pages under /{slug}), `own` on an origin that belongs to
 * one shop: its custom domain or its own market subdomain (shop pages at the root).
 */
export type RoutingMode = 'market' | 'own';

/** The full path pattern of a named route in a mode, e.g. `/:slug/product/:product_slug` or `/product/:product_slug`. */
export function routePattern(name: ShopRouteName | CustomRouteName): string {
  const base = baseRouteName(name);
  const path = shopRoutePaths[base];
  if (isCustomRouteName(name)) return `/${path}`;
  return base === 'shop-home' ? '/shop/:slug' : `/:slug/${path}`;
}

/** A route node as react-router's matchRoutes and createBrowserRouter read it (without components). */
export interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  module?: RouteModuleName;
  handle?: RouteHandle;
  /** `shop`: the shop's layout; `twins`: the other mode's names, only there for the guard to map. */
  layout?: 'root' | 'shop' | 'twins';
  children?: RouteNode[];
}

function toNodes(entries: readonly ShopRouteEntry[], custom: boolean, parentPath: string | null): RouteNode[] {
  return entries.map((entry) => {
    const name: ShopRouteName | CustomRouteName = custom ? customTwin(entry.name) : entry.name;
    const fullPath = routePattern(name).slice(1);
    const path = parentPath === null ? fullPath : fullPath.slice(parentPath.length + 1);
    const node: RouteNode = {
      id: name,
      module: entry.module,
      handle: entry.page ? { name, page: entry.page } : { name },
    };
    if (entry.index) node.index = true;
    else if (path === '') node.index = true;
    else node.path = path;
    if (entry.children) node.children = toNodes(entry.children, custom, fullPath);
    return node;
  });
}

/**
 * The route tree for a mode. Both name sets are always present so the guard can map between them:
 * in `market` mode the slug routes are the pages and the slug-less twins exist to be sent Home;
 * in `own` mode the slug-less twins are the pages and the slug routes exist to be mapped to them.
 * The pages come first: on a tie, react-router picks the route defined first.
 */
export function routeTree(mode: RoutingMode): RouteNode {
  const shared: RouteNode = {
    id: 'shared-routes',
    layout: mode === 'market' ? 'shop' : 'twins',
    children: toNodes(shopRouteTree, false, null),
  };
  const custom: RouteNode = {
    id: 'custom-routes',
    layout: mode === 'own' ? 'shop' : 'twins',
    children: toNodes(shopRouteTree, true, null),
  };
  const home: RouteNode = { id: 'home', index: true, module: 'market-home', handle: { name: 'home' } };
  const notFound: RouteNode = { id: 'not-found', path: '*', module: 'not-found', handle: { name: 'not-found' } };
  const children = mode === 'market' ? [home, shared, custom, notFound] : [custom, shared, notFound];
  return { id: 'root', path: '/', layout: 'root', children };
}

/** What a route object gets besides its place in the tree (components, lazy modules, middleware). */
export type RouteDecoration = (
  node: RouteNode,
  ancestors: readonly RouteNode[],
) => Omit<RouteObject, 'id' | 'path' | 'index' | 'children' | 'handle'>;

/** The tree as react-router route objects, each decorated by the router (or bare, for matching). */
export function toRouteObject(
  node: RouteNode,
  decorate?: RouteDecoration,
  ancestors: readonly RouteNode[] = [],
): RouteObject {
  const extra = decorate?.(node, ancestors) ?? {};
  if (node.index) return { ...extra, id: node.id, index: true, handle: node.handle };
  const lineage = [...ancestors, node];
  return {
    ...extra,
    id: node.id,
    path: node.path,
    handle: node.handle,
    children: node.children?.map((child) => toRouteObject(child, decorate, lineage)),
  };
}
