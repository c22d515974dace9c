import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /sms/log?page=` */
export const fetchSmsLog = (page: number) => adminApi.call(adminEndpoints.listSmsLog, { query: { page } });

export const smsLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.smsLogPage(page),
    queryFn: () => fetchSmsLog(page),
    placeholderData: keepPreviousData,
  });

export function useSmsLog(page: number) {
  return useQuery(smsLogQueryOptions(page));
}
