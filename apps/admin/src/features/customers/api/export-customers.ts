import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Downloads the customers (the search applied) as a CSV file and hands it to the browser to save. */
export const useExportCustomers = () =>
  useMutation({
    mutationFn: async (search: string | undefined) => {
      const file = await adminApi.download(adminEndpoints.exportCustomers, { query: search ? { search } : {} });
      saveFile(file.blob, file.filename ?? 'customers.csv');
    },
  });
