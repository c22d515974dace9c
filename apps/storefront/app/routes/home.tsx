// `/`: the market's Home on the shared host, the shop's home on its own origin (subdomain or custom domain).
import { HydrationBoundary } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { ShopBoundary } from '../../src/app/shop-boundary.tsx';
import { getHostMode, useHostMode } from '../../src/lib/host-mode.ts';
import { Component as MarketHome } from '../../src/routes/market-home.tsx';
import { Component as ShopHome, loader as shopHomeClientLoader } from '../../src/routes/shop-home.tsx';
import { shopMeta } from '../meta.ts';
import { dehydratePage } from '../query.ts';
import { requestContext } from '../request-context.ts';
import { loadRequestShop, shopLayoutClientLoader, type ShopLayoutData } from '../shop-route.tsx';
import { pageLoader } from '../page-route.tsx';
import { prefetchShopHome } from '../prefetch.ts';

const shopHomeLoader = pageLoader(prefetchShopHome, () => ({ kind: 'home' }));

export async function loader(args: LoaderFunctionArgs): Promise<ShopLayoutData | null> {
  const { mode, queryClient } = args.context.get(requestContext);
  if (mode.kind !== 'own') return null;
  const shop = await loadRequestShop(queryClient, mode.slug);
  const { head } = await shopHomeLoader(args);
  return { ...shop, state: dehydratePage(queryClient, true), head };
}

export async function clientLoader(args: ClientLoaderFunctionArgs): Promise<ShopLayoutData | null> {
  if (getHostMode().kind !== 'own') return null;
  await shopHomeClientLoader(args);
  return shopLayoutClientLoader(args);
}

export const meta = shopMeta;

export default function Home({ loaderData }: { loaderData?: ShopLayoutData | null }) {
  const mode = useHostMode();
  if (mode.kind !== 'own') return <MarketHome />;
  return (
    <HydrationBoundary state={loaderData?.state}>
      <ShopBoundary>
        <ShopHome />
      </ShopBoundary>
    </HydrationBoundary>
  );
}

export { ShopErrorBoundary as ErrorBoundary } from '../shop-error-boundary.tsx';
