import { createContext, useContext } from 'react';
import { queryOptions } from '@tanstack/react-query';
import { useParams, type Params } from 'react-router';
import { SHOP_QUERY_RETRIES } from '@haat/api-client/constants';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { Shop } from '@haat/domain/schemas';
import { api } from './api.ts';
import { getHostMode, useHostMode, type HostMode } from './host-mode.ts';
import { queryClient, retryTransient } from './query-client.ts';
import { shopKeys } from './query-keys.ts';

/** GET /online-shop/{slug}, retried 2 times after a transient failure (docs/product/rules.md). */
export function shopQueryOptions(slug: string) {
  return queryOptions({
    queryKey: shopKeys.detail(slug),
    queryFn: () => api.call(shopEndpoints.getShop, { params: { slug } }),
    retry: retryTransient(SHOP_QUERY_RETRIES),
    staleTime: 5 * 60_000,
  });
}

/** The shop's slug: from the host on the shop's own origin, from the path's params otherwise. */
export function shopSlugOf(mode: HostMode, params: Params): string | null {
  return mode.kind === 'own' ? mode.slug : (params['slug'] ?? null);
}

/** The shop's slug for route params, in the browser's host mode. */
export function shopSlugFromParams(params: Params): string | null {
  return shopSlugOf(getHostMode(), params);
}

/**
 * For route loaders: the shop (from the query cache when loaded), or null when it cannot be loaded;
 * the shell then shows its error panel, so a loader only has to skip its own work.
 */
export async function loadShop(params: Params): Promise<Shop | null> {
  const slug = shopSlugFromParams(params);
  if (!slug) return null;
  try {
    return await queryClient.ensureQueryData(shopQueryOptions(slug));
  } catch {
    return null;
  }
}

/** The current shop's slug (inside shop routes). */
export function useShopSlug(): string {
  return shopSlugOf(useHostMode(), useParams()) ?? '';
}

export const ShopContext = createContext<Shop | null>(null);

/** The loaded, published shop. The shell renders shop routes only once it has one. */
export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop() is used outside a loaded shop.');
  return shop;
}

/** The shop's limit of one product per order: the cart never holds more (the API refuses more). */
export function useLineCap(): number {
  return useShop().online_shop_settings.max_line_quantity;
}
