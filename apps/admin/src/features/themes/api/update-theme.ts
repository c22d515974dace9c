import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { Theme } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

export const useUpdateTheme = () =>
  useMutation({
    mutationFn: (theme: Theme) => adminApi.call(adminEndpoints.updateTheme, { body: { theme } }),
    onSuccess: applyShop,
  });
