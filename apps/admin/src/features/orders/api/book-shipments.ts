import { useMutation } from '@tanstack/react-query';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { CourierName } from '@haat/domain/couriers';
import type { ParcelLocation } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { orderReads } from './orders.ts';

/** Booking moves accepted orders to processing: the orders are reloaded either way. */
const ordersChanged = invalidate(...orderReads);

/** One order, with the courier's places (404, 409 when it cannot be booked). */
export const useBookShipment = () =>
  useMutation({
    mutationFn: ({
      orderId,
      courier,
      location,
    }: {
      orderId: number;
      courier: CourierName;
      location?: ParcelLocation;
    }) => adminApi.call(adminEndpoints.bookShipment, { params: { id: orderId }, body: { courier, location } }),
    onSettled: ordersChanged,
  });

/** Many orders, each booked or refused on its own. */
export const useBookShipments = () =>
  useMutation({
    mutationFn: ({ orderIds, courier }: { orderIds: number[]; courier: CourierName }) =>
      adminApi.call(adminEndpoints.bookShipments, { body: { courier, order_ids: orderIds } }),
    onSettled: ordersChanged,
  });
