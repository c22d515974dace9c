import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { MESSAGES_REFRESH_MS } from './threads.ts';

/** `GET /messages/{customer_id}`: the thread, oldest first. */
export const fetchThreadMessages = (customerId: number) => adminApi.listMessages(customerId);

export const threadMessagesQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: adminKeys.messages(customerId),
    queryFn: () => fetchThreadMessages(customerId),
    refetchInterval: MESSAGES_REFRESH_MS,
  });

export function useThreadMessages(customerId: number | null) {
  return useQuery({ ...threadMessagesQueryOptions(customerId ?? 0), enabled: customerId !== null });
}
