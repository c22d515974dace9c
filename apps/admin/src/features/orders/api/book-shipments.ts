import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { CourierName } from '@haat/domain/couriers';
import type { ParcelLocation } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `POST /orders/{id}/shipment`: one order, with the courier's places (404, 409 when it cannot be booked). */
export const bookShipment = ({
  orderId,
  courier,
  location,
}: {
  orderId: number;
  courier: CourierName;
  location?: ParcelLocation;
}) => adminApi.call(adminEndpoints.bookShipment, { params: { id: orderId }, body: { courier, location } });

/** `POST /orders/shipments`: many orders, each booked or refused on its own. */
export const bookShipments = ({ orderIds, courier }: { orderIds: number[]; courier: CourierName }) =>
  adminApi.call(adminEndpoints.bookShipments, { body: { courier, order_ids: orderIds } });

/** Booking moves accepted orders to processing: the orders are reloaded either way. */
function useOrdersReloaded() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
}

export function useBookShipment() {
  const reload = useOrdersReloaded();
  return useMutation({ mutationFn: bookShipment, onSettled: reload });
}

export function useBookShipments() {
  const reload = useOrdersReloaded();
  return useMutation({ mutationFn: bookShipments, onSettled: reload });
}
