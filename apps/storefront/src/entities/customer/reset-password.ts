import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';

/** The code and a new password; answers with a session. */
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordInput) => api.call(customerEndpoints.resetPassword, { body }) });
