import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queriesOf } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';
import { productReads } from './products.ts';

/** How often a running import's progress is asked for. */
export const IMPORT_POLL_MS = 700;

/** The dry run of a product CSV (`POST /product-imports/check`): nothing changes. */
export const useCheckImport = () =>
  useMutation({
    mutationFn: (file: File) => adminApi.call(adminEndpoints.checkCatalogueImport, { form: { file } }),
  });

/** Starts the import of a product CSV as a job (`POST /product-imports`, 202). */
export const useStartImport = () =>
  useMutation({
    mutationFn: (file: File) => adminApi.call(adminEndpoints.startCatalogueImport, { form: { file } }),
  });

/** A running import's progress, asked for again until it is done. */
export const useImportProgress = (id: number | null) =>
  useQuery({
    ...queryOptionsFor(adminEndpoints.getCatalogueImport, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' ? false : IMPORT_POLL_MS;
    },
  });

/** Once `finished`, the products, the categories' counts and the dashboard are reloaded. */
export function useReloadProductsWhen(finished: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (finished)
      void client.invalidateQueries(
        queriesOf(...productReads, adminEndpoints.listCategories, adminEndpoints.getDashboard),
      );
  }, [client, finished]);
}
