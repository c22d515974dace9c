import { useMutation, useQuery } from '@tanstack/react-query';
import type { OwnerPasswordInput } from '@haat/api-client';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';

export const useSessions = () => useQuery(queryOptionsFor(adminEndpoints.listSessions));

export const useEndSession = () =>
  useMutation({
    mutationFn: (id: number) => adminApi.call(adminEndpoints.endSession, { params: { id } }),
    onSuccess: invalidate(adminEndpoints.listSessions),
  });

/** The owner's other sessions end with it. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: OwnerPasswordInput) => adminApi.call(adminEndpoints.changePassword, { body }),
    onSuccess: invalidate(adminEndpoints.listSessions),
  });
