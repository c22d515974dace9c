import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /dashboard`: orders by status, sales today and over 7 days, low-stock products. */
export const fetchDashboard = () => adminApi.getDashboard();

export const dashboardQueryOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: fetchDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
