import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

/** `POST /online-shop/logo` */
export const uploadLogo = (image: File) => adminApi.call(adminEndpoints.uploadLogo, { form: { image } });
/** `DELETE /online-shop/logo` */
export const deleteLogo = () => adminApi.call(adminEndpoints.deleteLogo);

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo, onSuccess: applyShop });
}

export function useDeleteLogo() {
  return useMutation({ mutationFn: deleteLogo, onSuccess: applyShop });
}
