import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';

/** POST /auth/reset-password: the code and a new password; answers with a session. */
export function resetPassword(body: ResetPasswordInput) {
  return api.call(customerEndpoints.resetPassword, { body });
}

export function resetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
