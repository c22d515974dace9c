// The shop layout's data: the shop (one API call, no retries), its theme and what the response headers need.
import type { LoaderFunctionArgs, MetaDescriptor, Params } from 'react-router';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@haat/api-client/errors';
import { isKeyOf } from '@haat/api-client/query';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { Shop } from '@haat/domain/schemas';
import { shopSlugOf } from '../lib/shop.ts';
import { loadShop } from '../entities/shop/shop.ts';
import { shopHead, type ShopHead } from '../features/seo/document-meta.ts';
import type { ShopErrorKind } from './shop-error-kind.ts';
import { dehydrateQueries } from './request-cache.ts';
import { requestContext } from './request-context.ts';
import { requestShop, throwStatus } from './page-route.tsx';

export interface ShopLayoutData {
  state?: DehydratedState;
  theme?: unknown;
  public?: boolean;
  tracking?: Pick<Shop['online_shop_settings'], 'gtm' | 'pixel_id'>;
  /** What the head needs of the shop (meta.ts). */
  shop?: ShopHead;
  /** On a shop's own origin `/` is the layout and the home at once (routes/home.tsx): the home's head. */
  head?: MetaDescriptor[] | undefined;
}

/** Why the shop could not be shown, as the error panel names it. */
export interface ShopFailure {
  kind: ShopErrorKind;
}

export function shopSummary(shop: Shop): Omit<ShopLayoutData, 'state'> {
  const { gtm, pixel_id } = shop.online_shop_settings;
  return { theme: shop.theme, public: shop.public, tracking: { gtm, pixel_id }, shop: shopHead(shop) };
}

/** The shop or a thrown 404 (unknown shop) / 503 (the API failed) for the shop's error panel. */
export async function loadRequestShop(queryClient: QueryClient, slug: string | null): Promise<ShopLayoutData> {
  if (!slug) return throwStatus<ShopFailure>(404, { kind: 'shop-not-found' });
  try {
    const shop = await requestShop(queryClient, slug);
    const state = dehydrateQueries(queryClient, (key) => isKeyOf(shopEndpoints.getShop, key));
    return { state, ...shopSummary(shop) };
  } catch (error) {
    const notFound = isApiError(error) && error.status === 404;
    return throwStatus<ShopFailure>(notFound ? 404 : 503, { kind: notFound ? 'shop-not-found' : 'generic' });
  }
}

export async function shopLayoutLoader({ context, params }: LoaderFunctionArgs): Promise<ShopLayoutData> {
  const { mode, queryClient } = context.get(requestContext);
  return loadRequestShop(queryClient, shopSlugOf(mode, params));
}

/** Client navigations: the shop from the browser's cache (or the API); the shell shows a failure itself. */
export async function shopLayoutClientLoader({ params }: { params: Params }): Promise<ShopLayoutData> {
  const shop = await loadShop(params);
  return shop ? shopSummary(shop) : {};
}
