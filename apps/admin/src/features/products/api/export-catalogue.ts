import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Downloads the shop's products as a Shopify product CSV and hands it to the browser to save. */
export const useExportCatalogue = () =>
  useMutation({
    mutationFn: async () => {
      const file = await adminApi.download(adminEndpoints.exportCatalogue, {});
      saveFile(file.blob, file.filename ?? 'products.csv');
    },
  });
