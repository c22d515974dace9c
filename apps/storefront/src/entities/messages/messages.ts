import { useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { queryOptionsFor } from '../../lib/api.ts';

/** How often an open chat asks for new messages. */
export const CHAT_POLL_MS = 5000;

/**
 * The customer's thread with the shop. The dashboard's chat and the chat popup share its key, so they share its
 * poll too (one interval, whichever of them is on screen).
 */
export const messagesQueryOptions = (shopId: number) =>
  queryOptionsFor(customerEndpoints.listMessages, {}, { session: shopId, refetchInterval: CHAT_POLL_MS, staleTime: 0 });

/** The thread, polled while a chat is on screen (and the tab visible). */
export const useMessages = (shopId: number) => useQuery(messagesQueryOptions(shopId));
