import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductListParams } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

/** The products an owner can feature, by search and page. */
export const useProductChoices = (query: AdminProductListParams) =>
  useQuery(queryOptionsFor(adminEndpoints.listProducts, { query }, { placeholderData: keepPreviousData }));
