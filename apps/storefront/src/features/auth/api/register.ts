import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CustomerRegisterInput } from '@haat/api-client';
import { customerApi } from '../../../lib/api.ts';

/** POST /auth/register; 409 when the mobile already has an account in the shop. */
export function register(body: CustomerRegisterInput) {
  return customerApi.register(body);
}

export function registerMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: register });
}

export function useRegister() {
  return useMutation(registerMutationOptions());
}
