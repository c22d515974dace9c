import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** New messages show up without a reload. */
export const MESSAGES_REFRESH_MS = 20_000;

/** `GET /messages`: one thread per customer, with its unread count. */
export const fetchThreads = () => adminApi.call(adminEndpoints.listMessageThreads);

export const threadsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.messageThreads(), queryFn: fetchThreads, refetchInterval: MESSAGES_REFRESH_MS });

export function useThreads() {
  return useQuery(threadsQueryOptions());
}
