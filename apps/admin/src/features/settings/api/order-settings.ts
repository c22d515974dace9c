import { useMutation, useQuery } from '@tanstack/react-query';
import { keyFor } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { OrderOpsSettingsInput } from '@haat/domain/order-ops';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';

/** Auto-cancel hours and the cash-on-delivery risk settings, defaults filled in. */
export const useOrderSettings = () => useQuery(queryOptionsFor(adminEndpoints.getOrderSettings));

export const useUpdateOrderSettings = () =>
  useMutation({
    mutationFn: (body: OrderOpsSettingsInput) => adminApi.call(adminEndpoints.updateOrderSettings, { body }),
    onSuccess: (saved, _body, _result, { client }) =>
      client.setQueryData(keyFor(adminEndpoints.getOrderSettings), saved),
  });
