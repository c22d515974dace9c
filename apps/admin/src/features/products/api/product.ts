import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

/** With description and images, for the edit form (always read again); none before one is chosen. */
export const useProduct = (id: number | null) =>
  useQuery(
    queryOptionsFor(adminEndpoints.getProduct, { params: { id: id ?? 0 } }, { staleTime: 0, enabled: id !== null }),
  );
