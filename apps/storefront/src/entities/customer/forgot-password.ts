import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';

/** POST /auth/forgot-password: sends a one-time code by SMS (same answer whether or not the account exists). */
export function requestPasswordCode(body: ForgotPasswordInput) {
  return api.call(customerEndpoints.forgotPassword, { body });
}

export function forgotPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgot-password'], mutationFn: requestPasswordCode });
}

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}
