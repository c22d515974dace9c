import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';

/** PUT /customer/password `{current_password, password, password_confirmation}` */
export function changePassword(body: ChangePasswordInput) {
  return api.call(customerEndpoints.changePassword, { body });
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['customer', 'password'], mutationFn: changePassword });
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
