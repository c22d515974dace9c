// `/`: the market's Home on the shared host, the shop's home on its own origin (subdomain or custom domain).
import { HydrationBoundary } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaDescriptor } from 'react-router';
import type { Locale } from '@haat/i18n/locale';
import { ShopBoundary } from '../../src/shell/shop-boundary.tsx';
import { getHostMode, useHostMode } from '../../src/lib/host-mode.ts';
import { i18nForLocale } from '../../src/lib/i18n.ts';
import { marketHomeMeta } from '../../src/lib/seo/page-meta.ts';
import { Component as MarketHome, marketPitch, marketTitle } from '../../src/routes/market-home.tsx';
import { Component as ShopHome, loader as shopHomeClientLoader } from '../../src/routes/shop-home.tsx';
import { shopMeta } from '../meta.ts';
import { dehydratePage } from '../query.ts';
import { requestContext } from '../request-context.ts';
import { loadRequestShop, shopLayoutClientLoader, type ShopLayoutData } from '../shop-route.tsx';
import { pageLoader } from '../page-route.tsx';
import { prefetchShopHome } from '../prefetch.ts';

const shopHomeLoader = pageLoader(prefetchShopHome, () => ({ kind: 'home' }));

/** The market Home's head, in the request's language. */
async function marketHomeHead(url: URL, locale: Locale): Promise<MetaDescriptor[]> {
  const i18n = await i18nForLocale(locale);
  return marketHomeMeta({ origin: url.origin, title: i18n._(marketTitle), description: i18n._(marketPitch), locale });
}

export async function loader(args: LoaderFunctionArgs): Promise<ShopLayoutData> {
  const { mode, locale, queryClient } = args.context.get(requestContext);
  if (mode.kind !== 'own') return { head: await marketHomeHead(new URL(args.request.url), locale) };
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
