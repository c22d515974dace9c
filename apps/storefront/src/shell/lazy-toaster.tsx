import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { media } from '../lib/breakpoints.ts';
import { markToasterReady, useToasterRequested } from '../lib/notify.ts';

/**
 * True in the phone layout. The toast host only renders in the browser (after the first toast), so there is
 * no server snapshot to match; without `matchMedia` (tests) it is the wide layout.
 */
function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(media.mobile);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(media.mobile).matches,
    () => false,
  );
}

// The toast host loads with the first toast, in its own chunk; notify() waits for it.
const Toaster = lazy(async () => {
  const { Toaster: Host } = await import('@haat/ui/toaster');
  function ReadyToaster() {
    useEffect(() => markToasterReady(), []);
    // On a phone the bottom of the screen is the bottom bar, the floating buttons and the drawers' footers
    // (the cart drawer's checkout button): toasts show at the top there.
    const phone = usePhoneLayout();
    return <Host position={phone ? 'top-center' : 'bottom-right'} />;
  }
  return { default: ReadyToaster };
});

export function LazyToaster() {
  if (!useToasterRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
