// The one route table (docs/product/routes.md, docs/architecture.md). Pure data: React Router's routes (src/routes.ts),
// the navigation guard (src/shell/guard.ts) and every link (src/lib/links.ts) are built from it. It imports no route
// module, so route modules can import links.ts without an import cycle.
import type { RouteObject } from 'react-router';
import type { PageSlug } from '@haat/domain/schemas';

/**
 * A shop page: one entry says all the app needs of it. Each page exists twice: `shop-x` on the shared host under
 * `/{slug}` (the home is `/shop/{slug}`) and its twin `custom-shop-x` at the root of the shop's own origin (its
 * subdomain or custom domain); both twins, their paths, the guard's mapping between them, links, React Router's
 * route config (src/routes.ts) and the robots and caching rules of personal pages are made from the entry.
 */
export interface ShopPage {
  /** docs/product/storefront.md's name; the route's id. */
  name: `shop-${string}`;
  /** The path below the shop root, the same for both twins (a child's path includes its parent's). */
  path: string;
  /** The route module: `src/routes/{module}.tsx` (its loaders, head, error panel and component). */
  module: string;
  /** Information pages: which page to show. */
  page?: PageSlug;
  /**
   * One shopper's data or a form: never cached by a CDN (`private, no-store`), `noindex`, closed in robots.txt.
   * Children of a personal page are personal.
   */
  personal?: boolean;
  /** Pages inside this one's layout; a child whose path is the parent's is its index. */
  children?: readonly ShopPage[];
}

const infoPage = <const N extends `shop-${string}`, const P extends PageSlug>(name: N, page: P) =>
  ({ name, path: page, module: 'info-page', page }) as const;

/** The shop pages in matching order. A new page is one entry here (and its route module). */
export const shopPages = [
  { name: 'shop-home', path: '', module: 'shop-home' },
  { name: 'shop-product-details', path: 'product/:product_slug', module: 'product-details' },
  { name: 'shop-category', path: 'category/:category_slug', module: 'category' },
  { name: 'shop-best-selling-products', path: 'best-selling-products', module: 'best-selling' },
  infoPage('shop-about-us', 'about-us'),
  infoPage('shop-privacy-policy', 'privacy-policy'),
  infoPage('shop-refund-policy', 'refund-policy'),
  infoPage('shop-terms-of-conditions', 'terms-of-conditions'),
  infoPage('shop-cancellation-policy', 'cancellation-policy'),
  { name: 'shop-login', path: 'login', module: 'login', personal: true },
  { name: 'shop-register', path: 'register', module: 'register', personal: true },
  { name: 'shop-forget-password', path: 'forget-password', module: 'forget-password', personal: true },
  { name: 'shop-cart', path: 'cart', module: 'cart', personal: true },
  { name: 'shop-checkout', path: 'checkout', module: 'checkout', personal: true },
  { name: 'shop-order-details', path: 'order_details/:order_id', module: 'order-details', personal: true },
  { name: 'shop-order-success', path: 'order-success', module: 'order-success', personal: true },
  { name: 'shop-track-order', path: 'track-order', module: 'track-order', personal: true },
  // Where bKash and SSLCommerz send the shopper back (issue 30): the API decides, then the order page shows it.
  { name: 'shop-payment-bkash', path: 'payments/bkash/callback', module: 'payment-bkash-callback', personal: true },
  {
    name: 'shop-payment-sslcommerz',
    path: 'payments/sslcommerz/return',
    module: 'payment-sslcommerz-return',
    personal: true,
  },
  {
    name: 'shop-dashboard',
    path: 'dashboard',
    module: 'dashboard',
    personal: true,
    children: [
      { name: 'shop-dashboard-home', path: 'dashboard', module: 'dashboard-home' },
      { name: 'shop-account-details', path: 'dashboard/account_details', module: 'account-details' },
      { name: 'shop-my-order', path: 'dashboard/my_orders', module: 'my-orders' },
      { name: 'shop-user-chat', path: 'dashboard/my_chat', module: 'my-chat' },
      { name: 'shop-my-wishlist', path: 'dashboard/my_wishlist', module: 'my-wishlist' },
      { name: 'shop-my-addresses', path: 'dashboard/my_addresses', module: 'my-addresses' },
      { name: 'shop-my-reviews', path: 'dashboard/my_reviews', module: 'my-reviews' },
      { name: 'shop-password-reset', path: 'dashboard/password_reset', module: 'password-reset' },
      { name: 'shop-notifications', path: 'dashboard/notifications', module: 'notifications' },
      // docs/product/routes.md: "My Cart (my_cart, routes to the cart page)": its module redirects to the cart.
      { name: 'shop-my-cart', path: 'dashboard/my_cart', module: 'my-cart' },
    ],
  },
] as const satisfies readonly ShopPage[];

/** Every entry of a page list, children included. */
type Flattened<T> = T extends readonly (infer E)[]
  ? E | (E extends { children: infer C } ? Flattened<C> : never)
  : never;
type ShopPageEntry = Flattened<typeof shopPages>;

export type ShopRouteName = ShopPageEntry['name'];
/** A page's path below the shop root, as a literal type (links read its params from it). */
export type ShopRoutePath<N extends ShopRouteName> = Extract<ShopPageEntry, { name: N }>['path'];
export type CustomRouteName = `custom-${ShopRouteName}`;
/** Every named route: the market's Home, the shop pages and their custom-domain twins, not-found. */
export type RouteName = 'home' | 'not-found' | ShopRouteName | CustomRouteName;

interface FlatPage {
  entry: ShopPage;
  personal: boolean;
}

function flatten(pages: readonly ShopPage[], personal = false): FlatPage[] {
  return pages.flatMap((entry) => {
    const own = personal || entry.personal === true;
    return [{ entry, personal: own }, ...flatten(entry.children ?? [], own)];
  });
}

const pagesByName = new Map<string, FlatPage>(flatten(shopPages).map((page) => [page.entry.name, page]));

export const shopRouteNames = [...pagesByName.keys()] as ShopRouteName[];

/** The shop pages that show one shopper's data or a form (see `ShopPage.personal`). */
export const personalRouteNames = shopRouteNames.filter((name) => pagesByName.get(name)?.personal);

export function customTwin(name: ShopRouteName): CustomRouteName {
  return `custom-${name}`;
}

export function isShopRouteName(name: string): name is ShopRouteName {
  return pagesByName.has(name);
}

export function isCustomRouteName(name: string): name is CustomRouteName {
  return name.startsWith('custom-') && isShopRouteName(name.slice('custom-'.length));
}

/** The shop route a name stands for, with or without the custom- prefix. */
export function baseRouteName(name: ShopRouteName | CustomRouteName): ShopRouteName {
  return isCustomRouteName(name) ? (name.slice('custom-'.length) as ShopRouteName) : name;
}

/** Whether a route (by its id, the route's name; either twin) is a personal page. */
export function isPersonalRoute(routeId: string | undefined): boolean {
  if (!routeId || !(isShopRouteName(routeId) || isCustomRouteName(routeId))) return false;
  return pagesByName.get(baseRouteName(routeId))?.personal === true;
}

/** The route that shows an information page. */
export function infoPageRoute(page: PageSlug): ShopRouteName {
  const found = [...pagesByName.values()].find(({ entry }) => entry.page === page);
  if (!found) throw new Error(`No route shows the page ${page}`);
  return found.entry.name as ShopRouteName;
}

/** What a route of the guard's tree carries in `handle`. */
export interface RouteHandle {
  name: RouteName;
}

/**
 * The app's mode, decided once at start from the host name (docs/product/routes.md navigation guard):
 * `market` on the shared market host (shop pages under /{slug}), `own` on an origin that belongs to
 * one shop: its custom domain or its own market subdomain (shop pages at the root).
 */
export type RoutingMode = 'market' | 'own';

/** A page's full path pattern: `/{path}` on its own origin, `/:slug/{path}` on the shared host (the home `/shop/:slug`). */
function pagePattern(path: string, custom: boolean): string {
  if (custom) return `/${path}`;
  return path === '' ? '/shop/:slug' : `/:slug/${path}`;
}

/** The full path pattern of a named route, e.g. `/:slug/product/:product_slug` or `/product/:product_slug`. */
export function routePattern(name: ShopRouteName | CustomRouteName): string {
  return pagePattern(pagesByName.get(baseRouteName(name))?.entry.path ?? '', isCustomRouteName(name));
}

/** A route node as react-router's matchRoutes and createBrowserRouter read it (without components). */
export interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  /** The route module (`src/routes/{module}.tsx`). */
  module?: string;
  handle?: RouteHandle;
  /** `shop`: the shop's layout; `twins`: the other mode's names, only there for the guard to map. */
  layout?: 'root' | 'shop' | 'twins';
  children?: RouteNode[];
}

/** A page's place in a tree below its parent: its path relative to the parent's, or an index. */
export function relativePath(fullPath: string, parentPath: string | null): { index: true } | { path: string } {
  const path = parentPath === null ? fullPath : fullPath.slice(parentPath.length + 1);
  return path === '' ? { index: true } : { path };
}

/** The pages as route nodes of one twin (`custom`: the slug-less names), under a parent's full path. */
export function pageNodes<T>(
  pages: readonly ShopPage[],
  custom: boolean,
  toNode: (
    page: ShopPage,
    name: ShopRouteName | CustomRouteName,
    place: { index: true } | { path: string },
    children: T[],
  ) => T | null,
  parentPath: string | null = null,
): T[] {
  return pages.flatMap((page) => {
    const base = page.name as ShopRouteName;
    const name = custom ? customTwin(base) : base;
    const fullPath = pagePattern(page.path, custom).slice(1);
    const children = page.children ? pageNodes(page.children, custom, toNode, fullPath) : [];
    const node = toNode(page, name, relativePath(fullPath, parentPath), children);
    return node === null ? [] : [node];
  });
}

function toNodes(custom: boolean): RouteNode[] {
  return pageNodes<RouteNode>(shopPages, custom, (page, name, place, children) => ({
    id: name,
    module: page.module,
    handle: { name },
    ...place,
    ...(children.length > 0 ? { children } : {}),
  }));
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
    children: toNodes(false),
  };
  const custom: RouteNode = {
    id: 'custom-routes',
    layout: mode === 'own' ? 'shop' : 'twins',
    children: toNodes(true),
  };
  const home: RouteNode = { id: 'home', index: true, module: 'home', handle: { name: 'home' } };
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
