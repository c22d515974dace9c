import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { ShopCustomerUpdateInput } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { customersChanged } from './customers.ts';

/** Saves the owner's note, tags or block of a customer. */
export const useUpdateCustomer = () =>
  useMutation({
    mutationFn: ({ mobile, body }: { mobile: string; body: ShopCustomerUpdateInput }) =>
      adminApi.call(adminEndpoints.updateCustomer, { params: { mobile }, body }),
    onSettled: customersChanged,
  });
