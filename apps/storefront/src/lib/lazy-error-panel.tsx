import { lazy, Suspense, type ComponentProps } from 'react';

// A rare state loads its own chunk: the first-load bundle carries only what a working shop needs.
const ErrorPanelChunk = lazy(() => import('@haat/ui/error-panel').then((m) => ({ default: m.ErrorPanel })));

/** A section's own error panel (a list that failed to load), in its own chunk. */
export function LazyErrorPanel(props: ComponentProps<typeof ErrorPanelChunk>) {
  return (
    <Suspense fallback={null}>
      <ErrorPanelChunk {...props} />
    </Suspense>
  );
}
