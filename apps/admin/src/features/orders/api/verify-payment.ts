import { useMutation } from '@tanstack/react-query';
import { invalidate, keyFor } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { orderReads } from './orders.ts';

/** The owner's verdict on a sent-money code (issue 30): received (paid) or not (rejected). Answers the order. */
export const useVerifyPayment = () =>
  useMutation({
    mutationFn: ({ orderId, paymentId, received }: { orderId: number; paymentId: number; received: boolean }) =>
      adminApi.call(adminEndpoints.verifyPayment, {
        params: { id: orderId, payment_id: paymentId },
        body: { received },
      }),
    onSuccess: (order, _variables, _result, { client }) =>
      client.setQueryData(keyFor(adminEndpoints.getOrder, { params: { id: order.id } }), order),
    onSettled: invalidate(...orderReads, adminEndpoints.listPayments),
  });
