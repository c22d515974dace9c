import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import type { Message } from '@haat/domain/schemas';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';

/** POST /customer/messages `{body}`: the message just sent. */
export function sendMessage(body: string) {
  return api.call(customerEndpoints.sendMessage, { body: { body } });
}

export function sendMessageMutationOptions() {
  return mutationOptions({ mutationKey: ['customer', 'messages', 'send'], mutationFn: sendMessage });
}

/** Sends and appends the sent message to the thread at once. */
export function useSendMessage(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...sendMessageMutationOptions(),
    onSuccess: (message) => {
      queryClient.setQueryData<Message[]>(customerKeys.messages(shopId), (thread = []) =>
        thread.some((entry) => entry.id === message.id) ? thread : [...thread, message],
      );
    },
  });
}
