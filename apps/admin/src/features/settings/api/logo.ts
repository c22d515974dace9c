import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

/** `POST /online-shop/logo` */
export const uploadLogo = (image: File) => adminApi.uploadLogo(image, image.name);
/** `DELETE /online-shop/logo` */
export const deleteLogo = () => adminApi.deleteLogo();

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo, onSuccess: applyShop });
}

export function useDeleteLogo() {
  return useMutation({ mutationFn: deleteLogo, onSuccess: applyShop });
}
