import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@haat/domain/schemas';
import { customerApi } from '../../../lib/api.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /customer/messages: the customer's thread with the shop, refreshed while the chat is open. */
export function customerMessagesQueryOptions(shopId: number) {
  return queryOptions({
    queryKey: customerKeys.messages(shopId),
    queryFn: () => customerApi.listMessages(),
    refetchInterval: 15_000,
    staleTime: 5_000,
  });
}

export function useCustomerMessages(shopId: number) {
  return useQuery(customerMessagesQueryOptions(shopId));
}

/** POST /customer/messages; the sent message joins the thread at once. */
export function useSendCustomerMessage(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => customerApi.sendMessage(body),
    onSuccess: (message) => {
      client.setQueryData<Message[]>(customerKeys.messages(shopId), (thread = []) => [...thread, message]);
    },
  });
}
