import { useMutation } from '@tanstack/react-query';
import { invalidate } from '@haat/api-client/query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';

export const useDeleteAddress = () =>
  useMutation({
    mutationFn: (id: number) => api.call(customerEndpoints.deleteAddress, { params: { id } }),
    onSuccess: invalidate(customerEndpoints.listAddresses),
  });
