import { useQuery, type MutationFunctionContext } from '@tanstack/react-query';
import { keyFor } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { Shop } from '@haat/domain/schemas';
import { queryOptionsFor } from './api.ts';

/** The admin's shop and its app request: the /admin/{slug} loader loads it, the views read it (useCurrentShop). */
export const onlineShopQueryOptions = () => queryOptionsFor(adminEndpoints.getOnlineShop);

/** A mutation's `onSuccess` whose answer is the changed shop (settings, theme, banner, featured product). */
export function applyShop<TArgs extends unknown[]>(shop: Shop, ...args: [...TArgs, MutationFunctionContext]): void {
  const { client } = args[args.length - 1] as MutationFunctionContext;
  client.setQueryData(keyFor(adminEndpoints.getOnlineShop), (previous) =>
    previous ? { ...previous, shop } : previous,
  );
}

/**
 * The shop as the /admin/{slug} loader loaded it, undefined before. A view never loads it itself (changes come with
 * the mutations' answers, or an invalidation of the entry).
 */
export function useOnlineShop(): Shop | undefined {
  return useQuery({
    ...onlineShopQueryOptions(),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: (query) => query.state.data !== undefined,
    select: (answer) => answer.shop,
  }).data;
}

/** The admin's shop; inside /admin/{slug} the route loader has always loaded it. */
export function useCurrentShop(): Shop {
  const shop = useOnlineShop();
  if (!shop) throw new Error('useCurrentShop() outside the admin shop routes');
  return shop;
}
