import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductListParams } from '@haat/api-client';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

/** Every read of the shop's products. */
export const productReads = [adminEndpoints.listProducts, adminEndpoints.getProduct] as const;

/** After a product is saved or deleted: the products, the categories' counts and the dashboard are reloaded. */
export const productsChanged = invalidate(...productReads, adminEndpoints.listCategories, adminEndpoints.getDashboard);

/** A page of the products, by search and category. */
export const useProducts = (query: AdminProductListParams) =>
  useQuery(queryOptionsFor(adminEndpoints.listProducts, { query }, { placeholderData: keepPreviousData }));
