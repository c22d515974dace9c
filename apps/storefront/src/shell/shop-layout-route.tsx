// The shop layout's route (`shared-routes` and `custom-routes` in src/routes.ts): the shop and the shell around its
// pages, rendered from the queries the layout's and the pages' server loaders sent.
import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { ShopBoundary } from './shop-boundary.tsx';
import { shopLayoutClientLoader, shopLayoutLoader } from './shop-loaders.ts';
import { shopMeta } from './meta.ts';
import type { PageData } from './page-route.tsx';

export const loader = shopLayoutLoader;
export const clientLoader = shopLayoutClientLoader;
export const meta = shopMeta;

/** What the loaders of the matched routes sent (the shop, the page's queries) as one state for the query cache. */
function useSentState(): DehydratedState {
  const matches = useMatches();
  return useMemo(
    () => ({
      mutations: [],
      queries: matches.flatMap((match) => (match.loaderData as PageData | null | undefined)?.state?.queries ?? []),
    }),
    [matches],
  );
}

export default function ShopLayoutRoute() {
  return (
    <HydrationBoundary state={useSentState()}>
      <ShopBoundary />
    </HydrationBoundary>
  );
}

export { ShopErrorBoundary as ErrorBoundary } from './shop-error-boundary.tsx';
