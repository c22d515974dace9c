import { useMutation } from '@tanstack/react-query';
import { keyFor, queriesOf } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';

/** Sends, shows the message in its thread at once and reloads the threads' list. */
export const useSendMessage = () =>
  useMutation({
    mutationFn: ({ customerId, body }: { customerId: number; body: string }) =>
      adminApi.call(adminEndpoints.sendMessage, { params: { customer_id: customerId }, body: { body } }),
    onSuccess: (message, { customerId }, _result, { client }) => {
      client.setQueryData(keyFor(adminEndpoints.listMessages, { params: { customer_id: customerId } }), (previous) =>
        previous ? [...previous, message] : [message],
      );
      return client.invalidateQueries(queriesOf(adminEndpoints.listMessageThreads));
    },
  });
