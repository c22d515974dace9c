import { useMutation } from '@tanstack/react-query';
import type { UpdateMeInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { useAuthStore } from './auth.ts';
import { meQueryOptions } from './me.ts';

/** Saves the details and keeps the session's copy of the customer in step. */
export const useUpdateMe = (shopId: number) =>
  useMutation({
    mutationFn: (body: UpdateMeInput) => api.call(customerEndpoints.updateMe, { body }),
    onSuccess: (customer, _body, _result, { client }) => {
      client.setQueryData(meQueryOptions(shopId).queryKey, customer);
      useAuthStore.getState().setUser(customer);
    },
  });
