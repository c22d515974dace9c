// The current shop as every layer knows it: its slug (from the host or the path) and the loaded shop the shell
// provides. Its query is the shop entity's (src/entities/shop/shop.ts).
import { createContext, useContext } from 'react';
import { useParams, type Params } from 'react-router';
import type { Shop } from '@haat/domain/schemas';
import { getHostMode, useHostMode, type HostMode } from './host-mode.ts';

/** The shop's slug: from the host on the shop's own origin, from the path's params otherwise. */
export function shopSlugOf(mode: HostMode, params: Params): string | null {
  return mode.kind === 'own' ? mode.slug : (params['slug'] ?? null);
}

/** The shop's slug for route params, in the browser's host mode. */
export function shopSlugFromParams(params: Params): string | null {
  return shopSlugOf(getHostMode(), params);
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
