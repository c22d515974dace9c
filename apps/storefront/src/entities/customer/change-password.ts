import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordInput) => api.call(customerEndpoints.changePassword, { body }) });
