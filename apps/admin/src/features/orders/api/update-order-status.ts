import { useMutation } from '@tanstack/react-query';
import { keyFor } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { OrderStatus } from '@haat/domain/order-status';
import { adminApi } from '../../../lib/api.ts';
import { ordersAndStockChanged } from './orders.ts';

/** An illegal change is 409. `restock` only for a return (a cancel always restocks). */
export const useUpdateOrderStatus = () =>
  useMutation({
    mutationFn: ({ id, status, restock }: { id: number; status: OrderStatus; restock?: boolean }) =>
      adminApi.call(adminEndpoints.updateOrderStatus, {
        params: { id },
        body: restock === undefined ? { status } : { status, restock },
      }),
    onSuccess: (order, _variables, _result, { client }) =>
      client.setQueryData(keyFor(adminEndpoints.getOrder, { params: { id: order.id } }), order),
    // A 409 means someone else moved the order: everything about orders is reloaded either way.
    onSettled: ordersAndStockChanged,
  });
