import type { Params } from 'react-router';
import { SHOP_QUERY_RETRIES } from '@haat/api-client/constants';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { Shop } from '@haat/domain/schemas';
import { queryOptionsFor } from '../../lib/api.ts';
import { queryClient, retryTransient } from '../../lib/query-client.ts';
import { shopSlugFromParams } from '../../lib/shop.ts';

/** Retried 2 times after a transient failure (docs/product/rules.md). */
export const shopQueryOptions = (slug: string) =>
  queryOptionsFor(
    shopEndpoints.getShop,
    { params: { slug } },
    { retry: retryTransient(SHOP_QUERY_RETRIES), staleTime: 5 * 60_000 },
  );

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
