import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunction,
  type MiddlewareFunction,
  type RouteObject,
} from 'react-router';
import { getHostMode, type HostMode } from '../lib/host-mode.ts';
import { shopSlugFromParams } from '../lib/shop.ts';
import { activateShop } from '../stores/shop-session.ts';
import { guardRedirect } from './guard.ts';
import { buildShopHref } from './links.ts';
import { PageSpinner } from './page-spinner.tsx';
import { LazyRootErrorBoundary } from './lazy-root-error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';
import { routeTree, toRouteObject, type RouteDecoration, type RouteModuleName } from './route-table.ts';
import { ShopBoundary } from './shop-boundary.tsx';

function RedirectedAway() {
  return null;
}

/** What a route module in src/routes may export. */
interface RouteModule {
  Component?: ComponentType;
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
}

// Every screen is its own chunk, loaded when its route is first visited.
const routeModules: Record<RouteModuleName, () => Promise<RouteModule>> = {
  'market-home': () => import('../routes/market-home.tsx'),
  'not-found': () => import('../routes/not-found.tsx'),
  'shop-home': () => import('../routes/shop-home.tsx'),
  'product-details': () => import('../routes/product-details.tsx'),
  category: () => import('../routes/category.tsx'),
  'best-selling': () => import('../routes/best-selling.tsx'),
  'info-page': () => import('../routes/info-page.tsx'),
  cart: () => import('../routes/cart.tsx'),
  checkout: () => import('../routes/checkout.tsx'),
  'order-success': () => import('../routes/order-success.tsx'),
  'order-details': () => import('../routes/order-details.tsx'),
  'track-order': () => import('../routes/track-order.tsx'),
  login: () => import('../routes/login.tsx'),
  register: () => import('../routes/register.tsx'),
  'forget-password': () => import('../routes/forget-password.tsx'),
  dashboard: () => import('../routes/dashboard.tsx'),
  'dashboard-home': () => import('../routes/dashboard-home.tsx'),
  'account-details': () => import('../routes/account-details.tsx'),
  'my-orders': () => import('../routes/my-orders.tsx'),
  'my-chat': () => import('../routes/my-chat.tsx'),
  'my-wishlist': () => import('../routes/my-wishlist.tsx'),
  'my-addresses': () => import('../routes/my-addresses.tsx'),
  'my-reviews': () => import('../routes/my-reviews.tsx'),
  'password-reset': () => import('../routes/password-reset.tsx'),
  notifications: () => import('../routes/notifications.tsx'),
};

/** docs/product/routes.md navigation guard, before every navigation (the first one included). */
const guard: MiddlewareFunction = ({ request }) => {
  const target = guardRedirect(getHostMode(), new URL(request.url));
  if (target) throw redirect(target);
};

/** Loads the shop's cart, wish list, search history and session before its pages' loaders run. */
const activateShopStores: MiddlewareFunction = ({ params }) => {
  const slug = shopSlugFromParams(params);
  if (slug) activateShop(slug);
};

// Middleware runs only on navigations that load data; the root loader makes every one of them do so.
const alwaysLoad: LoaderFunction = () => null;

function lazyModule(name: RouteModuleName): RouteObject['lazy'] {
  return async () => {
    const module = await routeModules[name]();
    const loaded: Partial<RouteModule> = {};
    if (module.Component) loaded.Component = module.Component;
    if (module.loader) loaded.loader = module.loader;
    if (module.ErrorBoundary) loaded.ErrorBoundary = module.ErrorBoundary;
    return loaded;
  };
}

const decorate: RouteDecoration = (node, ancestors) => {
  if (node.layout === 'root') {
    return {
      Component: RootLayout,
      HydrateFallback: PageSpinner,
      ErrorBoundary: LazyRootErrorBoundary,
      middleware: [guard, activateShopStores],
      loader: alwaysLoad,
    };
  }
  if (node.layout === 'shop') return { Component: ShopBoundary };
  // The other mode's names: the guard always redirects them before anything renders.
  if (node.layout === 'twins') return {};
  if (ancestors.some((ancestor) => ancestor.layout === 'twins')) return { Component: RedirectedAway };
  if (node.id === 'shop-my-cart' || node.id === 'custom-shop-my-cart') {
    // docs/product/routes.md: the dashboard's My Cart entry routes to the cart page.
    return {
      Component: RedirectedAway,
      loader: ({ params }) => {
        const mode = getHostMode();
        throw redirect(buildShopHref(mode, shopSlugFromParams(params) ?? '', 'shop-cart'));
      },
    };
  }
  return node.module ? { lazy: lazyModule(node.module) } : {};
};

/** The app's routes for a mode, from the one route table. */
export function appRoutes(mode: HostMode): RouteObject[] {
  return [toRouteObject(routeTree(mode.kind), decorate)];
}

export function createAppRouter(mode: HostMode) {
  return createBrowserRouter(appRoutes(mode));
}
