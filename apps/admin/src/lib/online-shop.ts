import * as adminEndpoints from '@haat/api-contract/admin';
import type { AdminShopResponse, Shop } from '@haat/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { useAdminStore } from '../stores/admin-store.ts';
import { adminApi } from './api.ts';
import { queryClient } from './query-client.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /online-shop` (admin): the shop and its app request (docs/product/http-contract.md). */
export const fetchOnlineShop = (): Promise<AdminShopResponse> => adminApi.call(adminEndpoints.getOnlineShop);

export const onlineShopQueryOptions = () => queryOptions({ queryKey: adminKeys.shop(), queryFn: fetchOnlineShop });

/** A changed shop (from settings, theme, banner, featured product) everywhere it is shown. */
export function applyShop(shop: Shop): void {
  queryClient.setQueryData(adminKeys.shop(), (previous: AdminShopResponse | undefined) =>
    previous ? { ...previous, shop } : previous,
  );
  useAdminStore.getState().setShop(shop);
}

/** The admin's shop; inside /admin/{slug} the route loader has always set it. */
export function useCurrentShop(): Shop {
  const shop = useAdminStore((state) => state.currentShop);
  if (!shop) throw new Error('useCurrentShop() outside the admin shop routes');
  return shop;
}
