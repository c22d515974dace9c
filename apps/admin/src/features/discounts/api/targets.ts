import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

/** What a discount may be limited to: the shop's categories, and its products (the first 100, or those matching). */
export const useDiscountCategories = (enabled: boolean) =>
  useQuery({ ...queryOptionsFor(adminEndpoints.listCategories), enabled });

export const useDiscountProducts = (search: string, enabled: boolean) =>
  useQuery({
    ...queryOptionsFor(adminEndpoints.listProducts, {
      query: { per_page: 100, ...(search.trim() === '' ? {} : { search: search.trim() }) },
    }),
    enabled,
  });
