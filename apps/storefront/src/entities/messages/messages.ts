import { queryOptions, useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';

/** How often an open chat asks for new messages. */
export const CHAT_POLL_MS = 5000;

/** GET /customer/messages: the customer's thread with the shop. */
export function fetchMessages() {
  return api.call(customerEndpoints.listMessages);
}

/**
 * The one definition of the thread's query: the dashboard's chat and the chat popup share its key, so they
 * share its poll too (one interval, whichever of them is on screen).
 */
export function messagesQueryOptions(shopId: number) {
  return queryOptions({
    queryKey: customerKeys.messages(shopId),
    queryFn: fetchMessages,
    refetchInterval: CHAT_POLL_MS,
    staleTime: 0,
  });
}

/** The thread, polled while a chat is on screen (and the tab visible). */
export function useMessages(shopId: number) {
  return useQuery(messagesQueryOptions(shopId));
}
