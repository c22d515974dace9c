import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { adminSections, routePatterns } from '../lib/paths.ts';
import { RootErrorBoundary, RootFallback, RootLayout } from './root.tsx';

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
      { path: routePatterns.start, lazy: () => import('../routes/start.tsx') },
      { path: routePatterns.unauthorized, lazy: () => import('../routes/unauthorized.tsx') },
      {
        id: 'admin-shop',
        path: routePatterns.shop,
        lazy: () => import('../routes/admin-shop.tsx'),
        children: [
          { index: true, lazy: () => import('../routes/dashboard.tsx') },
          { path: adminSections.products, lazy: () => import('../routes/products.tsx') },
          { path: adminSections.orders, lazy: () => import('../routes/orders.tsx') },
          { path: adminSections.sms, lazy: () => import('../routes/sms.tsx') },
          { path: adminSections.messages, lazy: () => import('../routes/messages.tsx') },
          { path: adminSections.settings, lazy: () => import('../routes/settings.tsx') },
          { path: adminSections.banner, lazy: () => import('../routes/banner.tsx') },
          { path: adminSections.themes, lazy: () => import('../routes/themes.tsx') },
          { path: adminSections.ownDomain, lazy: () => import('../routes/own-domain.tsx') },
          { path: adminSections.delivery, lazy: () => import('../routes/delivery.tsx') },
          { path: adminSections.couriers, lazy: () => import('../routes/couriers.tsx') },
          { path: adminSections.buildApp, lazy: () => import('../routes/build-app.tsx') },
          { path: adminSections.featuredProduct, lazy: () => import('../routes/featured-product.tsx') },
          { path: adminSections.account, lazy: () => import('../routes/account.tsx') },
          // Printable pages: no admin chrome around them (see admin-shop.tsx).
          { path: adminSections.print, handle: { bare: true }, lazy: () => import('../routes/print.tsx') },
          { path: '*', lazy: () => import('../routes/admin-not-found.tsx') },
        ],
      },
      { path: '*', lazy: () => import('../routes/not-found.tsx') },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes);
}
