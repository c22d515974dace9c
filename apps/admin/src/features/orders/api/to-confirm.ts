import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';
import { ordersAndStockChanged } from './orders.ts';

/** New orders waiting for the owner's call, oldest first, with the customer's risk. */
export const useOrdersToConfirm = (page: number) =>
  useQuery(
    queryOptionsFor(adminEndpoints.listOrdersToConfirm, { query: { page } }, { placeholderData: keepPreviousData }),
  );

export const useOrderCodRisk = (id: number) =>
  useQuery(queryOptionsFor(adminEndpoints.getOrderCodRisk, { params: { id } }));

/** Pending to accepted. */
export const useConfirmOrder = () =>
  useMutation({
    mutationFn: (id: number) => adminApi.call(adminEndpoints.confirmOrder, { params: { id } }),
    onSettled: ordersAndStockChanged,
  });

/** Cancels with the reason kept in the order's history. */
export const useCancelOrder = () =>
  useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminApi.call(adminEndpoints.cancelOrder, { params: { id }, body: { reason } }),
    onSettled: ordersAndStockChanged,
  });

/** Which were confirmed, which were refused and why. */
export const useBulkConfirmOrders = () =>
  useMutation({
    mutationFn: (ids: number[]) => adminApi.call(adminEndpoints.bulkConfirmOrders, { body: { ids } }),
    onSettled: ordersAndStockChanged,
  });
