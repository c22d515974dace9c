import { useMutation } from '@tanstack/react-query';
import type { ShopSettingsInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

/** Replaces the shop's settings. */
export const useUpdateShopSettings = () =>
  useMutation({
    mutationFn: (body: ShopSettingsInput) => adminApi.call(adminEndpoints.updateOnlineShop, { body }),
    onSuccess: applyShop,
  });
