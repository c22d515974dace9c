import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CustomerRegisterInput, RegisterCodeInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';

/** POST /auth/register; 409 when the mobile already has an account in the shop. */
export function register(body: CustomerRegisterInput) {
  return api.call(customerEndpoints.register, { body });
}

export function registerMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: register });
}

export function useRegister() {
  return useMutation(registerMutationOptions());
}

/** POST /auth/register/code: the code that proves the mobile; 409 when it already has an account. */
export function sendRegisterCode(body: RegisterCodeInput) {
  return api.call(customerEndpoints.sendRegisterCode, { body });
}

export function useSendRegisterCode() {
  return useMutation(mutationOptions({ mutationKey: ['auth', 'register', 'code'], mutationFn: sendRegisterCode }));
}
