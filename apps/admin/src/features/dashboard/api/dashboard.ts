import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /dashboard`: orders by status, sales today and over 7 days, low-stock products. */
export const fetchDashboard = () => adminApi.call(adminEndpoints.getDashboard);

export const dashboardQueryOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: fetchDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
