import { useMutation } from '@tanstack/react-query';
import type { OwnerCodeInput, OwnerRegisterInput, OwnerResetPasswordInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { withAdminProofOfWork } from '../../../lib/proof-of-work.ts';

/** Creates the owner and the shop; answers the admin token and the shop. */
export const useOwnerRegister = () =>
  useMutation({ mutationFn: (body: OwnerRegisterInput) => adminApi.call(adminEndpoints.register, { body }) });

/** The code that proves the new owner's mobile; 409 when it has an account. */
export const useSendSignUpCode = () =>
  useMutation({
    mutationFn: async (body: Omit<OwnerCodeInput, 'altcha'>) =>
      adminApi.call(adminEndpoints.sendSignUpCode, { body: await withAdminProofOfWork(body) }),
  });

/** A reset code to the owner's verified mobile (the same answer for anyone). */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: async (body: Omit<OwnerCodeInput, 'altcha'>) =>
      adminApi.call(adminEndpoints.forgotPassword, { body: await withAdminProofOfWork(body) }),
  });

/** A new password with the code; signs in, every other session ends. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: OwnerResetPasswordInput) => adminApi.call(adminEndpoints.resetPassword, { body }),
  });
