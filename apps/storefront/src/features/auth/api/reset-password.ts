import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@haat/api-client';
import { customerApi } from '../../../lib/api.ts';

/** POST /auth/reset-password: the code and a new password; answers with a session. */
export function resetPassword(body: ResetPasswordInput) {
  return customerApi.resetPassword(body);
}

export function resetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
