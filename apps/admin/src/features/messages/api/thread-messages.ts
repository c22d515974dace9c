import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { MESSAGES_REFRESH_MS } from './threads.ts';

/** `GET /messages/{customer_id}`: the thread, oldest first. */
export const fetchThreadMessages = (customerId: number) =>
  adminApi.call(adminEndpoints.listMessages, { params: { customer_id: customerId } });

export const threadMessagesQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: adminKeys.messages(customerId),
    queryFn: () => fetchThreadMessages(customerId),
    refetchInterval: MESSAGES_REFRESH_MS,
  });

export function useThreadMessages(customerId: number | null) {
  return useQuery({ ...threadMessagesQueryOptions(customerId ?? 0), enabled: customerId !== null });
}
