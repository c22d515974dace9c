import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ShopErrorPanel } from './shop-error-panel.tsx';
import { useShopNavigateHome } from './shop-home-link.ts';
import type { ShopFailure } from './shop-loaders.ts';

/** The shop could not be loaded: unknown (404) or the API failed (503), with the shell's error panel. */
export function ShopErrorBoundary() {
  const error = useRouteError();
  const failure = isRouteErrorResponse(error) ? (error.data as ShopFailure | null) : null;
  const goHome = useShopNavigateHome(failure?.kind === 'shop-not-found');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ShopErrorPanel error={new Error(failure?.kind === 'shop-not-found' ? '404' : String(status))} onHome={goHome} />
  );
}
