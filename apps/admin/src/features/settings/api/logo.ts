import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

export const useUploadLogo = () =>
  useMutation({
    mutationFn: (image: File) => adminApi.call(adminEndpoints.uploadLogo, { form: { image } }),
    onSuccess: applyShop,
  });

export const useDeleteLogo = () =>
  useMutation({ mutationFn: () => adminApi.call(adminEndpoints.deleteLogo), onSuccess: applyShop });
