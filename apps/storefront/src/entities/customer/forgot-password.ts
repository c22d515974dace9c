import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { withShopProofOfWork } from '../../lib/proof-of-work.ts';
import { api } from '../../lib/api.ts';

/** Sends a one-time code by SMS (the same answer whether or not the account exists). */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: async (body: Omit<ForgotPasswordInput, 'altcha'>) =>
      api.call(customerEndpoints.forgotPassword, { body: await withShopProofOfWork(body) }),
  });
