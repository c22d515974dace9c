import { useMutation } from '@tanstack/react-query';
import type { OwnerLoginInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';

/** The admin token and the owner's shops. */
export const useOwnerLogin = () =>
  useMutation({ mutationFn: (body: OwnerLoginInput) => adminApi.call(adminEndpoints.login, { body }) });
