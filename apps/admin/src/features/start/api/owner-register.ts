import { useMutation } from '@tanstack/react-query';
import type { OwnerRegisterInput } from '@haat/api-client';
import { adminApi } from '../../../lib/api.ts';

/** `POST {v3}/auth/register`: creates the owner and the shop; answers the admin token and the shop. */
export const ownerRegister = (body: OwnerRegisterInput) => adminApi.register(body);

export function useOwnerRegister() {
  return useMutation({ mutationFn: ownerRegister });
}
