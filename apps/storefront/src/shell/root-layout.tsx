import { Outlet } from 'react-router';
import { LazyToaster } from './lazy-toaster.tsx';
import { OfflineNavigation } from './offline-navigation.tsx';
import { SessionEffects } from './session-effects.tsx';

/** Around every page: session effects, the toast host, and the no-internet panel of a navigation made offline. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionEffects />
      <LazyToaster />
      <OfflineNavigation />
    </>
  );
}
