import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { Message } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `POST /messages/{customer_id}` `{body}` */
export const sendMessage = ({ customerId, body }: { customerId: number; body: string }) =>
  adminApi.call(adminEndpoints.sendMessage, { params: { customer_id: customerId }, body: { body } });

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { customerId }) => {
      queryClient.setQueryData(adminKeys.messages(customerId), (previous: Message[] | undefined) =>
        previous ? [...previous, message] : [message],
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.messageThreads(), exact: true });
    },
  });
}
