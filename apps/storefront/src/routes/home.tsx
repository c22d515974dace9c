// `/`: the market's Home on the shared host, the shop's home on its own origin (subdomain or custom domain), where
// this route is the shop's layout and its home at once (one index route cannot belong to two layouts).
import { HydrationBoundary } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaDescriptor } from 'react-router';
import type { Locale } from '@haat/i18n/locale';
import { getHostMode, useHostMode } from '../lib/host-mode.ts';
import { i18nForLocale } from '../lib/i18n.ts';
import { queryClient as browserQueryClient } from '../lib/query-client.ts';
import { marketHomeMeta } from '../lib/seo/page-meta.ts';
import { prefetchShopHome, ShopHome } from '../features/catalog/components/shop-home.tsx';
import { MarketHome, marketPitch, marketTitle } from '../features/market-home/market-home.tsx';
import { loadPublishedShop, pageLoader } from '../shell/page-route.tsx';
import { dehydratePage } from '../shell/request-cache.ts';
import { requestContext } from '../shell/request-context.ts';
import { ShopBoundary } from '../shell/shop-boundary.tsx';
import { loadRequestShop, shopLayoutClientLoader, type ShopLayoutData } from '../shell/shop-loaders.ts';

const shopHomeLoader = pageLoader(
  ({ queryClient, shop }) => prefetchShopHome(queryClient, shop.id),
  () => ({ kind: 'home' }),
);

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
  const shop = await loadPublishedShop(args.params);
  if (shop) void prefetchShopHome(browserQueryClient, shop.id);
  return shopLayoutClientLoader(args);
}

export { shopMeta as meta } from '../shell/meta.ts';
export { ShopErrorBoundary as ErrorBoundary } from '../shell/shop-error-boundary.tsx';

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
