import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@haat/api-contract/endpoint';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';

export type DiscountInput = BodyOf<typeof adminEndpoints.createDiscount>;

/** The shop's discounts with their uses and revenue (decision 221). */
export const useDiscounts = () => useQuery(queryOptionsFor(adminEndpoints.listDiscounts));

/** Adds a discount (`id` null) or changes one (also switching it on or off). */
export const useSaveDiscount = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DiscountInput }) =>
      id === null
        ? adminApi.call(adminEndpoints.createDiscount, { body })
        : adminApi.call(adminEndpoints.updateDiscount, { params: { id }, body }),
    onSuccess: invalidate(adminEndpoints.listDiscounts),
  });

export const useDeleteDiscount = () =>
  useMutation({
    mutationFn: (id: number) => adminApi.call(adminEndpoints.deleteDiscount, { params: { id } }),
    onSuccess: invalidate(adminEndpoints.listDiscounts),
  });
