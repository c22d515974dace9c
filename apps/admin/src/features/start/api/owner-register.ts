import { useMutation } from '@tanstack/react-query';
import type { OwnerCodeInput, OwnerRegisterInput, OwnerResetPasswordInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';

/** `POST {v3}/auth/register`: creates the owner and the shop; answers the admin token and the shop. */
export const ownerRegister = (body: OwnerRegisterInput) => adminApi.call(adminEndpoints.register, { body });

export function useOwnerRegister() {
  return useMutation({ mutationFn: ownerRegister });
}

/** `POST {v3}/auth/register/code`: the code that proves the new owner's mobile; 409 when it has an account. */
export function useSendSignUpCode() {
  return useMutation({ mutationFn: (body: OwnerCodeInput) => adminApi.call(adminEndpoints.sendSignUpCode, { body }) });
}

/** `POST {v3}/auth/forgot-password`: a reset code to the owner's verified mobile (the same answer for anyone). */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: OwnerCodeInput) => adminApi.call(adminEndpoints.forgotPassword, { body }) });
}

/** `POST {v3}/auth/reset-password`: a new password with the code; signs in, every other session ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: OwnerResetPasswordInput) => adminApi.call(adminEndpoints.resetPassword, { body }),
  });
}
