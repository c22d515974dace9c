import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CustomerLoginInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';

/** POST /auth/login; 401 "invalid login information". */
export function login(body: CustomerLoginInput) {
  return api.call(customerEndpoints.login, { body });
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}
