import { useMutation } from '@tanstack/react-query';
import type { OwnerLoginInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';

/** `POST {v3}/auth/login`: the admin token and the owner's shops. */
export const ownerLogin = (body: OwnerLoginInput) => adminApi.call(adminEndpoints.login, { body });

export function useOwnerLogin() {
  return useMutation({ mutationFn: ownerLogin });
}
