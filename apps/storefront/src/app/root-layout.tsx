import { Outlet } from 'react-router';
import { LazyToaster } from './lazy-toaster.tsx';
import { SessionEffects } from './session-effects.tsx';

/** Around every page: session effects and the toast host. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionEffects />
      <LazyToaster />
    </>
  );
}
