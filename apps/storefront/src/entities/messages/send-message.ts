import { useMutation } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { messagesQueryOptions } from './messages.ts';

/** Sends and appends the sent message to the thread at once. */
export const useSendMessage = (shopId: number) =>
  useMutation({
    mutationFn: (body: string) => api.call(customerEndpoints.sendMessage, { body: { body } }),
    onSuccess: (message, _body, _result, { client }) => {
      client.setQueryData(messagesQueryOptions(shopId).queryKey, (thread = []) =>
        thread.some((entry) => entry.id === message.id) ? thread : [...thread, message],
      );
    },
  });
