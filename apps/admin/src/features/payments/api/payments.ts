import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminPaymentListParams } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { PaymentExportQueryInput } from '@haat/domain/schemas';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** A page of the shop's payment attempts (issue 30), newest first, by date range, method and status. */
export const usePayments = (query: AdminPaymentListParams) =>
  useQuery(queryOptionsFor(adminEndpoints.listPayments, { query }, { placeholderData: keepPreviousData }));

/** Downloads the payments (the list's filters applied) as a CSV file for reconciliation. */
export const useExportPayments = () =>
  useMutation({
    mutationFn: async (filters: PaymentExportQueryInput) => {
      const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
      const file = await adminApi.download(adminEndpoints.exportPayments, { query });
      saveFile(file.blob, file.filename ?? 'payments.csv');
    },
  });
