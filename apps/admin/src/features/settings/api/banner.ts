import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

/** `POST /online-shop/banner` (stored at 1920x560) */
export const uploadBanner = (image: File) => adminApi.uploadBanner(image, image.name);
/** `DELETE /online-shop/banner` */
export const deleteBanner = () => adminApi.deleteBanner();

export function useUploadBanner() {
  return useMutation({ mutationFn: uploadBanner, onSuccess: applyShop });
}

export function useDeleteBanner() {
  return useMutation({ mutationFn: deleteBanner, onSuccess: applyShop });
}
