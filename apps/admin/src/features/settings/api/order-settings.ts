import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { OrderOpsSettingsInput } from '@haat/domain/order-ops';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /order-settings`: auto-cancel hours and the cash-on-delivery risk settings, defaults filled in. */
export function useOrderSettings() {
  return useQuery({
    queryKey: adminKeys.orderSettings(),
    queryFn: () => adminApi.call(adminEndpoints.getOrderSettings),
  });
}

/** `PUT /order-settings` */
export function useUpdateOrderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderOpsSettingsInput) => adminApi.call(adminEndpoints.updateOrderSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.orderSettings(), saved),
  });
}
