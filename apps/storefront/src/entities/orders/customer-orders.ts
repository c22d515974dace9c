import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { queryOptionsFor } from '../../lib/api.ts';

export const useCustomerOrders = (shopId: number, page: number) =>
  useQuery(
    queryOptionsFor(
      customerEndpoints.listOrders,
      { query: { page } },
      { session: shopId, placeholderData: keepPreviousData },
    ),
  );
