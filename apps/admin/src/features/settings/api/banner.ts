import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

/** Stored at 1920x560. */
export const useUploadBanner = () =>
  useMutation({
    mutationFn: (image: File) => adminApi.call(adminEndpoints.uploadBanner, { form: { image } }),
    onSuccess: applyShop,
  });

export const useDeleteBanner = () =>
  useMutation({ mutationFn: () => adminApi.call(adminEndpoints.deleteBanner), onSuccess: applyShop });
