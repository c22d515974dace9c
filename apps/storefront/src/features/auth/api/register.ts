import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CustomerRegisterInput, RegisterCodeInput } from '@haat/api-client';
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

/** POST /auth/register/code: the code that proves the mobile; 409 when it already has an account. */
export function sendRegisterCode(body: RegisterCodeInput) {
  return customerApi.sendRegisterCode(body);
}

export function useSendRegisterCode() {
  return useMutation(mutationOptions({ mutationKey: ['auth', 'register', 'code'], mutationFn: sendRegisterCode }));
}
