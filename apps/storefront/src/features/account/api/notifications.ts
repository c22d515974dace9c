import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerApi } from '../../../lib/api.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /customer/notifications: status changes of the customer's orders. */
export function fetchNotifications() {
  return customerApi.listNotifications();
}

export function notificationsQueryOptions(shopId: number) {
  return queryOptions({ queryKey: customerKeys.notifications(shopId), queryFn: fetchNotifications });
}

export function useNotifications(shopId: number) {
  return useQuery(notificationsQueryOptions(shopId));
}
