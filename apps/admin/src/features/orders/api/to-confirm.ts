import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /to-confirm?page=`: new orders waiting for the owner's call, oldest first, with the customer's risk. */
export function useOrdersToConfirm(page: number) {
  return useQuery({
    queryKey: adminKeys.ordersToConfirm(page),
    queryFn: () => adminApi.call(adminEndpoints.listOrdersToConfirm, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /orders/{id}/cod-risk` */
export function useOrderCodRisk(id: number) {
  return useQuery({
    queryKey: adminKeys.orderCodRisk(id),
    queryFn: () => adminApi.call(adminEndpoints.getOrderCodRisk, { params: { id } }),
  });
}

/** After any change of orders: every list, the dashboard and the products' stock are reloaded. */
function useReloadOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
    ]);
}

/** `POST /orders/{id}/confirm`: pending to accepted. */
export function useConfirmOrder() {
  const reload = useReloadOrders();
  return useMutation({
    mutationFn: (id: number) => adminApi.call(adminEndpoints.confirmOrder, { params: { id } }),
    onSettled: reload,
  });
}

/** `POST /orders/{id}/cancel` with the reason kept in the order's history. */
export function useCancelOrder() {
  const reload = useReloadOrders();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminApi.call(adminEndpoints.cancelOrder, { params: { id }, body: { reason } }),
    onSettled: reload,
  });
}

/** `POST /orders/bulk-confirm`: which were confirmed, which were refused and why. */
export function useBulkConfirmOrders() {
  const reload = useReloadOrders();
  return useMutation({
    mutationFn: (ids: number[]) => adminApi.call(adminEndpoints.bulkConfirmOrders, { body: { ids } }),
    onSettled: reload,
  });
}
