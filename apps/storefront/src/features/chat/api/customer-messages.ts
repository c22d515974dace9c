import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import type { Message } from '@haat/domain/schemas';
import { api } from '../../../lib/api.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /customer/messages: the customer's thread with the shop, refreshed while the chat is open. */
export function customerMessagesQueryOptions(shopId: number) {
  return queryOptions({
    queryKey: customerKeys.messages(shopId),
    queryFn: () => api.call(customerEndpoints.listMessages),
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
    mutationFn: (body: string) => api.call(customerEndpoints.sendMessage, { body: { body } }),
    onSuccess: (message) => {
      client.setQueryData<Message[]>(customerKeys.messages(shopId), (thread = []) => [...thread, message]);
    },
  });
}
