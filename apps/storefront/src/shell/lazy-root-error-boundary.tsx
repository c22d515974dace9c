import { lazy, Suspense } from 'react';
import { PageSpinner } from './page-spinner.tsx';

const RootErrorBoundary = lazy(() =>
  import('./root-error-boundary.tsx').then((m) => ({ default: m.RootErrorBoundary })),
);

/** The root error boundary, in its own chunk (it is rarely needed). */
export function LazyRootErrorBoundary() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RootErrorBoundary />
    </Suspense>
  );
}
