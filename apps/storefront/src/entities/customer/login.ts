import { useMutation } from '@tanstack/react-query';
import type { CustomerLoginInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';

/** 401: "invalid login information". */
export const useLogin = () =>
  useMutation({ mutationFn: (body: CustomerLoginInput) => api.call(customerEndpoints.login, { body }) });
