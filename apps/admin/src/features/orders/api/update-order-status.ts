import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { OrderStatus } from '@haat/domain/order-status';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `PATCH /orders/{id}/status`; an illegal change is 409. `restock` only for a return (a cancel always restocks). */
export const updateOrderStatus = ({ id, status, restock }: { id: number; status: OrderStatus; restock?: boolean }) =>
  adminApi.call(adminEndpoints.updateOrderStatus, {
    params: { id },
    body: restock === undefined ? { status } : { status, restock },
  });

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(order.id), order),
    // A 409 means someone else moved the order: everything about orders is reloaded either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
      ]),
  });
}
