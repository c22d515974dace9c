import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { ShopCustomerExportQueryInput } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Downloads the customers (the list's filters applied) as a CSV file and hands it to the browser to save. */
export const useExportCustomers = () =>
  useMutation({
    mutationFn: async (filters: ShopCustomerExportQueryInput) => {
      const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
      const file = await adminApi.download(adminEndpoints.exportCustomers, { query });
      saveFile(file.blob, file.filename ?? 'customers.csv');
    },
  });
