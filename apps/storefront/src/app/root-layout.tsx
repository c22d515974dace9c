import { Outlet, ScrollRestoration } from 'react-router';
import { LazyToaster } from './lazy-toaster.tsx';
import { SessionEffects } from './session-effects.tsx';

/** Around every page: scroll restoration, session effects and the toast host. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <SessionEffects />
      <LazyToaster />
    </>
  );
}
