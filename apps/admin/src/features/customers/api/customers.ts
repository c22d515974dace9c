import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { ShopCustomerListQueryInput } from '@haat/domain/schemas';
import { queryOptionsFor } from '../../../lib/api.ts';

/** After the owner changes a customer: the list and the customer's page are reloaded. */
export const customersChanged = invalidate(adminEndpoints.listCustomers, adminEndpoints.getCustomer);

/** A page of the shop's customers, by search; the previous page stays while the next loads. */
export const useCustomers = (query: ShopCustomerListQueryInput) =>
  useQuery(queryOptionsFor(adminEndpoints.listCustomers, { query }, { placeholderData: keepPreviousData }));
