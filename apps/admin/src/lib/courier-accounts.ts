import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from './api.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /courier-accounts`: the connected couriers (never their secrets); the courier settings and the orders' booking read it. */
export const fetchCourierAccounts = () => adminApi.call(adminEndpoints.listCourierAccounts);

export const courierAccountsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.courierAccounts(), queryFn: fetchCourierAccounts });

export function useCourierAccounts() {
  return useQuery(courierAccountsQueryOptions());
}
