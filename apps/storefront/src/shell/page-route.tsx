// The parts a page's route module (src/routes/*) is made of: its server loader (the page's queries prefetched into
// the request's cache and sent along, and its head), its browser loader, its error panel and, for a page about one
// shopper, what the server renders in its place. The shop layout (shop-layout-route.tsx) puts what a loader sent into
// the page's query cache.
import {
  data,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  type Params,
} from 'react-router';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@haat/api-client/errors';
import type { Shop } from '@haat/domain/schemas';
import { queryClient as browserQueryClient } from '../lib/query-client.ts';
import { shopSlugFromParams, shopSlugOf } from '../lib/shop.ts';
import { loadShop, shopQueryOptions } from '../entities/shop/shop.ts';
import { activateShop } from '../entities/shop/shop-session.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { dehydratePage } from './request-cache.ts';
import { pageHead, type SeoPageOf } from './page-head.ts';
import { requestContext } from './request-context.ts';

export interface PrefetchArgs {
  queryClient: QueryClient;
  shop: Shop;
  params: Params;
  url: URL;
}

export interface PageData {
  state?: DehydratedState;
  /** The page's head for crawlers and link previews (page-head.ts), when the page names itself. */
  head?: MetaDescriptor[] | undefined;
}

/** The shop of a request (one API call however many loaders ask: the request's cache dedupes it), or null. */
export async function requestShop(queryClient: QueryClient, slug: string): Promise<Shop> {
  return queryClient.fetchQuery({ ...shopQueryOptions(slug), retry: false });
}

/** Answers the request with `status` and the nearest error panel (React Router's thrown data()). */
export function throwStatus<T>(status: number, payload: T | null = null): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way for a loader to answer 404/503.
  throw data(payload, { status });
}

/** 404 for an answer that says the thing does not exist, 503 for anything else (the API is down or failing). */
export function httpFailure(error: unknown): never {
  return throwStatus(isApiError(error) && (error.status === 404 || error.status === 410) ? 404 : 503);
}

/** Fetches what a page must have (its thing): a missing one answers 404 with the not-found panel. */
export async function mustFetch<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    return httpFailure(error);
  }
}

/**
 * A server loader: the page's queries, prefetched, and, when `seoPageOf` names the page, its head; only for a
 * published shop (a shop that failed to load shows its failure, an unpublished one its panel: neither shows the
 * page, so nothing of its catalogue is loaded or sent).
 */
export function pageLoader(prefetch?: (args: PrefetchArgs) => Promise<unknown>, seoPageOf?: SeoPageOf) {
  return async ({ context, params, request }: LoaderFunctionArgs): Promise<PageData> => {
    const { mode, locale, queryClient } = context.get(requestContext);
    const slug = shopSlugOf(mode, params);
    let head: MetaDescriptor[] | undefined;
    if ((prefetch || seoPageOf) && slug) {
      const loaded = await requestShop(queryClient, slug).catch(() => null);
      const shop = loaded?.public ? loaded : null;
      const url = new URL(request.url);
      if (shop && prefetch) await prefetch({ queryClient, shop, params, url });
      if (shop && seoPageOf) head = await pageHead(seoPageOf, { queryClient, shop, params, url, mode, locale });
    }
    return { state: dehydratePage(queryClient), head };
  };
}

/** What a browser loader reads of React Router's arguments. */
export type BrowserLoaderArgs = Pick<ClientLoaderFunctionArgs, 'params' | 'request'>;

/** The shop of a browser loader when it is published: only then do its pages load catalogue data. */
export async function loadPublishedShop(params: Params): Promise<Shop | null> {
  const shop = await loadShop(params);
  return shop?.public ? shop : null;
}

/**
 * A browser loader (client navigations): starts the page's queries in the browser's cache while the page's code
 * loads, without waiting for them (the page shows its skeleton meanwhile), for a published shop. `prefetch` must
 * not throw.
 */
export function pageClientLoader(prefetch: (args: PrefetchArgs) => unknown) {
  return async ({ params, request }: BrowserLoaderArgs): Promise<null> => {
    const shop = await loadPublishedShop(params);
    if (shop) void prefetch({ queryClient: browserQueryClient, shop, params, url: new URL(request.url) });
    return null;
  };
}

/** A page that failed: 404 → the not-found panel, anything else → the error panel with Try Again. */
export function PageErrorBoundary() {
  return <RootErrorBoundary />;
}

/**
 * Pages about one shopper (cart, checkout, account, sign-in): their state lives in this browser's storage, so the
 * server renders the shop's shell with a spinner in the page's place (`HydrateFallback`), and the browser renders the
 * page once the shop's stores are loaded (no flash of an empty cart, no hydration mismatch). `load` is the page's
 * own browser work (a prefetch, a redirect).
 */
export function personalClientLoader(load?: (args: BrowserLoaderArgs) => unknown) {
  // Synchronous when the page loads nothing itself: a navigation started right before a store change (an order
  // placed, then the cart emptied; a logout) commits before the page it leaves re-renders on that change.
  const clientLoader = (args: BrowserLoaderArgs) => {
    const slug = shopSlugFromParams(args.params);
    if (slug) activateShop(slug);
    const loaded = load?.(args);
    return loaded instanceof Promise ? loaded.then(() => null) : null;
  };
  clientLoader.hydrate = true as const;
  return clientLoader;
}

export { PageSpinner as HydrateFallback } from './page-spinner.tsx';
