import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';
import { useAuthStore } from './auth.ts';

/** PUT /customer/me `{name, email}` */
export function updateMe(body: UpdateMeInput) {
  return api.call(customerEndpoints.updateMe, { body });
}

export function updateMeMutationOptions() {
  return mutationOptions({ mutationKey: ['customer', 'me', 'update'], mutationFn: updateMe });
}

/** Saves the details and keeps the session's copy of the customer in step. */
export function useUpdateMe(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateMeMutationOptions(),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.me(shopId), customer);
      useAuthStore.getState().setUser(customer);
    },
  });
}
