import { queryOptions, useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';

/** GET /customer/notifications: status changes of the customer's orders. */
export function fetchNotifications() {
  return api.call(customerEndpoints.listNotifications);
}

export function notificationsQueryOptions(shopId: number) {
  return queryOptions({ queryKey: customerKeys.notifications(shopId), queryFn: fetchNotifications });
}

export function useNotifications(shopId: number) {
  return useQuery(notificationsQueryOptions(shopId));
}
