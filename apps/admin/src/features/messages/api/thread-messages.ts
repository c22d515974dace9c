import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';
import { MESSAGES_REFRESH_MS } from './threads.ts';

/** A customer's thread, oldest first; none before one is chosen. */
export const useThreadMessages = (customerId: number | null) =>
  useQuery(
    queryOptionsFor(
      adminEndpoints.listMessages,
      { params: { customer_id: customerId ?? 0 } },
      { refetchInterval: MESSAGES_REFRESH_MS, enabled: customerId !== null },
    ),
  );
