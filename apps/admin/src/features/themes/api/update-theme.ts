import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { Theme } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

/** `PUT /online-shop/theme` `{theme: 1|2|3}` */
export const updateTheme = (theme: Theme) => adminApi.call(adminEndpoints.updateTheme, { body: { theme } });

export function useUpdateTheme() {
  return useMutation({ mutationFn: updateTheme, onSuccess: applyShop });
}
