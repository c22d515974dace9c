import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerPasswordInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /auth/sessions`: the owner's live sessions, `current` marking this one. */
export const fetchSessions = () => adminApi.call(adminEndpoints.listSessions);

export const sessionsQueryOptions = () => queryOptions({ queryKey: adminKeys.sessions(), queryFn: fetchSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** `DELETE /auth/sessions/{id}`: ends another session of the owner. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.call(adminEndpoints.endSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.sessions() }),
  });
}

/** `PUT /auth/password`: the owner's other sessions end with it. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerPasswordInput) => adminApi.call(adminEndpoints.changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.sessions() }),
  });
}
