import { lazy, Suspense, useEffect } from 'react';
import { markToasterReady, useToasterRequested } from '../lib/notify.ts';

// The toast host loads with the first toast, in its own chunk; notify() waits for it.
const Toaster = lazy(async () => {
  const { Toaster: Host } = await import('@haat/ui/toaster');
  function ReadyToaster() {
    useEffect(() => markToasterReady(), []);
    return <Host />;
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
