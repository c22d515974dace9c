import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client';
import { ErrorPanel } from '@haat/ui/error-panel';
import { Spinner } from '@haat/ui/spinner';
import { paths } from '../lib/paths.ts';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** The first load of a route module or its data. */
export function RootFallback() {
  return <Spinner layout="page" size="lg" />;
}

/** Anything a route could not recover from: no connection, a server fault, or a bug. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useLingui();
  if (!isApiError(error) && !isRouteErrorResponse(error)) console.error(error);
  const variant = isApiError(error)
    ? error.kind === 'network' || error.kind === 'timeout'
      ? 'no-internet'
      : error.status >= 500
        ? 'server-error'
        : 'generic'
    : 'generic';
  return (
    <main>
      <ErrorPanel
        variant={variant}
        headingLevel={1}
        onRetry={() => window.location.reload()}
        onHome={() => window.location.assign(paths.start())}
        homeLabel={t`Go to sign in`}
      />
    </main>
  );
}
