import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

/** `POST /online-shop/banner` (stored at 1920x560) */
export const uploadBanner = (image: File) => adminApi.call(adminEndpoints.uploadBanner, { form: { image } });
/** `DELETE /online-shop/banner` */
export const deleteBanner = () => adminApi.call(adminEndpoints.deleteBanner);

export function useUploadBanner() {
  return useMutation({ mutationFn: uploadBanner, onSuccess: applyShop });
}

export function useDeleteBanner() {
  return useMutation({ mutationFn: deleteBanner, onSuccess: applyShop });
}
