import { useMutation } from '@tanstack/react-query';
import type { ShopSettingsInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

/** `PUT /online-shop`: replaces the shop's settings. */
export const updateShopSettings = (body: ShopSettingsInput) => adminApi.call(adminEndpoints.updateOnlineShop, { body });

export function useUpdateShopSettings() {
  return useMutation({ mutationFn: updateShopSettings, onSuccess: applyShop });
}
