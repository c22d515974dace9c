// The document and the root route: the host decides the shop's mode before anything renders (server middleware),
// and the navigation guard runs on the server (301) and on every client navigation.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { i18n as browserI18n } from '@haat/i18n';
import { toLocale } from '@haat/i18n/locale';
import {
  Meta,
  Outlet,
  ScrollRestoration,
  data,
  redirect,
  useMatches,
  useRouteLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
} from 'react-router';
import { themeClass, storefrontTheme } from '@haat/ui/theme-class';
import { env } from './env.ts';
import { guardRedirect } from './shell/guard.ts';
import { resolveHost } from './shell/resolve-host.ts';
import { RootLayout } from './shell/root-layout.tsx';
import { RootErrorBoundary } from './shell/root-error-boundary.tsx';
import { getHostMode, HostModeContext, setHostMode, type HostMode } from './lib/host-mode.ts';
import { localeFromCookies } from './lib/i18n.ts';
import { createServerQueryClient } from './shell/request-cache.ts';
import { requestContext, type RootData } from './shell/request-context.ts';
import { HydrationScripts } from './shell/hydration-scripts.tsx';
import { InlineStylesheets } from './shell/inline-stylesheets.tsx';
import { useNonce } from './shell/nonce.ts';
import { UnresolvedDomain } from './shell/unresolved-domain.tsx';
import '@haat/ui/fonts';
import '@haat/ui/global';

const resolveRequest: MiddlewareFunction = async ({ request, context }) => {
  const url = new URL(request.url);
  const resolution = await resolveHost(url.hostname, env.marketHostSuffix);
  const mode: HostMode = resolution.status === 'ready' ? resolution.mode : { kind: 'market' };
  context.set(requestContext, {
    mode,
    locale: localeFromCookies(request.headers.get('Cookie')),
    queryClient: createServerQueryClient(),
    domain: resolution.status === 'ready' ? 'ok' : resolution.status === 'unknown-domain' ? 'unknown' : 'failed',
  });
  if (resolution.status !== 'ready') return;
  const target = guardRedirect(mode, url);
  if (target) throw redirect(target, 301);
};

export const middleware: MiddlewareFunction[] = [resolveRequest];

/**
 * Client navigations: the same guard, with the mode the page was rendered in. The request's URL has no hash (React
 * Router strips it); `url` is the location navigated to, hash included, so the redirect keeps it.
 */
const guardNavigation: MiddlewareFunction = ({ url }) => {
  const target = guardRedirect(getHostMode(), url);
  if (target) throw redirect(target);
};

export const clientMiddleware: MiddlewareFunction[] = [guardNavigation];

export function loader({ context }: LoaderFunctionArgs) {
  const state = context.get(requestContext);
  const root: RootData = { mode: state.mode, domain: state.domain, locale: state.locale };
  if (state.domain === 'unknown') return data(root, { status: 404 });
  if (state.domain === 'failed') return data(root, { status: 503 });
  return root;
}

// Client navigations keep the root's data (the mode never changes); this also makes them run the client middleware.
export function clientLoader({ serverLoader: _ }: ClientLoaderFunctionArgs): RootData {
  return { mode: getHostMode(), domain: 'ok', locale: toLocale(browserI18n.locale) };
}

/** The shop's theme, from the shop layout's data when a shop page is shown. */
function useShopTheme(): 1 | 2 | 3 | null {
  const matches = useMatches();
  for (const match of matches) {
    const loaded = match.loaderData as { theme?: unknown } | undefined;
    if (loaded && typeof loaded === 'object' && 'theme' in loaded) return storefrontTheme(loaded.theme);
  }
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const mode = root?.mode ?? { kind: 'market' };
  if (typeof document !== 'undefined') setHostMode(mode);
  const nonce = useNonce();
  const theme = useShopTheme();
  const { i18n } = useLingui();
  return (
    <html lang={toLocale(i18n.locale)} className={themeClass(theme ?? 1)} suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0F766E" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The API's data (CORS) and its pictures (no-cors) use separate connection pools: both are warmed. */}
        <link rel="preconnect" href={new URL(env.apiUrl).origin} crossOrigin="" />
        <link rel="preconnect" href={new URL(env.apiUrl).origin} />
        <Meta />
        <InlineStylesheets />
      </head>
      <body>
        <HostModeContext.Provider value={mode}>{children}</HostModeContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <HydrationScripts nonce={nonce} />
      </body>
    </html>
  );
}

export { rootMeta as meta } from './shell/meta.ts';

export default function Root() {
  const root = useRouteLoaderData<RootData>('root');
  if (root && root.domain !== 'ok') return <UnresolvedDomain failed={root.domain === 'failed'} />;
  return <RootLayout />;
}

export function ErrorBoundary() {
  return <RootErrorBoundary />;
}

export function HydrateFallback() {
  return <Outlet />;
}
