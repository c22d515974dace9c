import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';

/** Sends a one-time code by SMS (the same answer whether or not the account exists). */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: ForgotPasswordInput) => api.call(customerEndpoints.forgotPassword, { body }) });
