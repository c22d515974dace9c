import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { ReportRangeQueryInput } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Downloads the orders placed in a range of Dhaka days as a CSV file and hands it to the browser to save. */
export const useExportOrders = () =>
  useMutation({
    mutationFn: async (range: ReportRangeQueryInput) => {
      const file = await adminApi.download(adminEndpoints.exportOrders, { query: range });
      saveFile(file.blob, file.filename ?? `orders-${range.from}-${range.to}.csv`);
    },
  });
