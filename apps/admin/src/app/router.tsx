import { createBrowserRouter, redirect, type LazyRouteFunction, type RouteObject } from 'react-router';
import { adminPages } from '../lib/pages.ts';
import { routePatterns } from '../lib/paths.ts';
import { RootErrorBoundary, RootFallback, RootLayout } from './root.tsx';

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/** Every route module, loaded when its route is first visited. */
const routeModules = import.meta.glob<RouteModule>('../routes/*.tsx');

function routeModule(name: string) {
  const load = routeModules[`../routes/${name}.tsx`];
  if (!load) throw new Error(`No route module src/routes/${name}.tsx`);
  return load;
}

/** A shop's admin pages, from their table (lib/pages.ts). */
const pageRoutes: RouteObject[] = Object.values(adminPages).map((page) => ({
  ...(page.path === '' ? { index: true } : { path: page.path }),
  ...('bare' in page ? { handle: { bare: page.bare } } : {}),
  lazy: routeModule(page.module),
}));

/** The route table (docs/product/routes.md). Route modules are lazy-loaded and own their data loading (docs/architecture.md). */
export const adminRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { path: routePatterns.home, loader: () => redirect(routePatterns.start) },
      { path: '/admin', loader: () => redirect(routePatterns.start) },
      { path: routePatterns.start, lazy: routeModule('start') },
      { path: routePatterns.unauthorized, lazy: routeModule('unauthorized') },
      {
        id: 'admin-shop',
        path: routePatterns.shop,
        lazy: routeModule('admin-shop'),
        children: [...pageRoutes, { path: '*', lazy: routeModule('admin-not-found') }],
      },
      { path: '*', lazy: routeModule('not-found') },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes);
}
