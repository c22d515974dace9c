import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderListParams } from '@haat/api-client';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

/** Every read of the shop's orders: what a change of orders reloads. */
export const orderReads = [
  adminEndpoints.listOrders,
  adminEndpoints.getOrder,
  adminEndpoints.listOrdersToConfirm,
  adminEndpoints.getOrderCodRisk,
] as const;

/** After a change of orders' status: every read of orders, the dashboard and the products' stock are reloaded. */
export const ordersAndStockChanged = invalidate(
  ...orderReads,
  adminEndpoints.getDashboard,
  adminEndpoints.listProducts,
  adminEndpoints.getProduct,
);

/** A page of a tab's orders (ongoing or completed), by search. */
export const useOrders = (query: AdminOrderListParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery(queryOptionsFor(adminEndpoints.listOrders, { query }, { placeholderData: keepPreviousData, enabled }));
