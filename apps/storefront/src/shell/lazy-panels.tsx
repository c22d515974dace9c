import { lazy, Suspense, type ComponentProps } from 'react';
import { PageSpinner } from './page-spinner.tsx';

// Rare states load their own chunk: the first-load bundle carries only what a working shop needs.
const ShopErrorPanelChunk = lazy(() => import('./shop-error-panel.tsx').then((m) => ({ default: m.ShopErrorPanel })));
const UnpublishedPanelChunk = lazy(() =>
  import('./unpublished-panel.tsx').then((m) => ({ default: m.UnpublishedPanel })),
);

export function LazyShopErrorPanel(props: ComponentProps<typeof ShopErrorPanelChunk>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ShopErrorPanelChunk {...props} />
    </Suspense>
  );
}

export function LazyUnpublishedPanel(props: ComponentProps<typeof UnpublishedPanelChunk>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <UnpublishedPanelChunk {...props} />
    </Suspense>
  );
}
