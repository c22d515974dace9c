// What every page route module is made of: a server loader that prefetches the page's queries into the request's
// cache and sends them along, the component rendered from that cache, and its error panel.
import type { ComponentType } from 'react';
import {
  data,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  type Params,
} from 'react-router';
import { HydrationBoundary, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@haat/api-client/errors';
import type { Shop } from '@haat/domain/schemas';
import { shopSlugFromParams, shopSlugOf } from '../src/lib/shop.ts';
import { shopQueryOptions } from '../src/entities/shop/shop.ts';
import { activateShop } from '../src/entities/shop/shop-session.ts';
import { RootErrorBoundary } from '../src/shell/root-error-boundary.tsx';
import { dehydratePage } from './query.ts';
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
 * A server loader: the page's queries, prefetched (only for a shop that loaded: the layout shows its failure), and,
 * when `seoPageOf` names the page, its head.
 */
export function pageLoader(prefetch?: (args: PrefetchArgs) => Promise<unknown>, seoPageOf?: SeoPageOf) {
  return async ({ context, params, request }: LoaderFunctionArgs): Promise<PageData> => {
    const { mode, locale, queryClient } = context.get(requestContext);
    const slug = shopSlugOf(mode, params);
    let head: MetaDescriptor[] | undefined;
    if ((prefetch || seoPageOf) && slug) {
      const shop = await requestShop(queryClient, slug).catch(() => null);
      const url = new URL(request.url);
      if (shop && prefetch) await prefetch({ queryClient, shop, params, url });
      if (shop && seoPageOf) head = await pageHead(seoPageOf, { queryClient, shop, params, url, mode, locale });
    }
    return { state: dehydratePage(queryClient), head };
  };
}

/** The route's component, rendered from the queries its loader sent (none on client navigations: the cache has them). */
export function page(Component: ComponentType) {
  function Page({ loaderData }: { loaderData?: PageData | null }) {
    return (
      <HydrationBoundary state={loaderData?.state}>
        <Component />
      </HydrationBoundary>
    );
  }
  Page.displayName = `Page(${Component.displayName ?? Component.name})`;
  return Page;
}

/** A page that failed: 404 → the not-found panel, anything else → the error panel with Try Again. */
export function PageErrorBoundary() {
  return <RootErrorBoundary />;
}

/**
 * Pages about one shopper (cart, checkout, account, sign-in): their state lives in this browser's storage, so the
 * server renders the shop's shell with a spinner in the page's place, and the browser renders the page once the
 * shop's stores are loaded (no flash of an empty cart, no hydration mismatch).
 */
export function personalClientLoader(pageLoader?: (args: ClientLoaderFunctionArgs) => unknown) {
  // Synchronous when the page loads nothing itself: a navigation started right before a store change (an order
  // placed, then the cart emptied; a logout) commits before the page it leaves re-renders on that change.
  const clientLoader = (args: ClientLoaderFunctionArgs) => {
    const slug = shopSlugFromParams(args.params);
    if (slug) activateShop(slug);
    const loaded = pageLoader?.(args);
    return loaded instanceof Promise ? loaded.then(() => null) : null;
  };
  clientLoader.hydrate = true as const;
  return clientLoader;
}

export { PageSpinner as HydrateFallback } from '../src/shell/page-spinner.tsx';
