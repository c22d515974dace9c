import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Shop } from '@haat/domain/schemas';
import { I18nProvider } from '@haat/i18n/react';
import { LazyToaster } from '../shell/lazy-toaster.tsx';
import { setHostMode, type HostMode } from '../lib/host-mode.ts';
import { queryClient } from '../lib/query-client.ts';
import { ShopContext } from '../lib/shop.ts';
import { activateShop } from '../entities/shop/shop-session.ts';
import { makeShop } from './fixtures.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

export interface RenderInRouterOptions {
  /** Where the router starts. */
  path: string;
  mode?: HostMode;
  /** Other routes beside the one under test, e.g. a login page to land on. */
  routes?: RouteObject[];
}

/** Renders route objects in a memory router with the app's providers; returns the router too. */
export function renderRoutes(routes: RouteObject[], { path, mode }: Omit<RenderInRouterOptions, 'routes'>) {
  if (mode) setHostMode(mode);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result: RenderResult = render(
    <Providers>
      <RouterProvider router={router} />
      <LazyToaster />
    </Providers>,
  );
  return { ...result, router };
}

export interface RenderInShopOptions {
  shop?: Shop;
  /** Defaults to a page of the shop on the market host. */
  path?: string;
  mode?: HostMode;
  /** Extra routes, e.g. `{ path: '/:slug/login', element: <p>login page</p> }`. */
  routes?: RouteObject[];
}

/** Renders `ui` as a page of a loaded shop (its stores active), inside a memory router. */
export function renderInShop(ui: ReactElement, options: RenderInShopOptions = {}) {
  const shop = options.shop ?? makeShop();
  const mode = options.mode ?? { kind: 'market' };
  setHostMode(mode);
  activateShop(shop.slug);
  const page = <ShopContext.Provider value={shop}>{ui}</ShopContext.Provider>;
  const defaultPath = mode.kind === 'own' ? '/' : `/${shop.slug}/page`;
  const routes: RouteObject[] = [
    ...(options.routes ?? []),
    ...(mode.kind === 'own'
      ? [{ path: '*', element: page }]
      : [
          { path: '/shop/:slug', element: page },
          { path: '/:slug/*', element: page },
        ]),
  ];
  return { ...renderRoutes(routes, { path: options.path ?? defaultPath }), shop };
}

/** The toast host loads on the first toast: give it time on a busy machine. */
/** The app's toaster, for tests of code below the shell that notifies (src/test may import every layer). */
export { LazyToaster };

export const TOAST_WAIT = { timeout: 5000 };
