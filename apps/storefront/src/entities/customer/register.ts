import { useMutation } from '@tanstack/react-query';
import type { CustomerRegisterInput, RegisterCodeInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { withShopProofOfWork } from '../../lib/proof-of-work.ts';
import { api } from '../../lib/api.ts';

/** 409 when the mobile already has an account in the shop. */
export const useRegister = () =>
  useMutation({ mutationFn: (body: CustomerRegisterInput) => api.call(customerEndpoints.register, { body }) });

/** The code that proves the mobile; 409 when it already has an account. */
export const useSendRegisterCode = () =>
  useMutation({
    mutationFn: async (body: Omit<RegisterCodeInput, 'altcha'>) =>
      api.call(customerEndpoints.sendRegisterCode, { body: await withShopProofOfWork(body) }),
  });
