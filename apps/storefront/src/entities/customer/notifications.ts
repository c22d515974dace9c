import { useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { queryOptionsFor } from '../../lib/api.ts';

/** Status changes of the customer's orders. */
export const useNotifications = (shopId: number) =>
  useQuery(queryOptionsFor(customerEndpoints.listNotifications, {}, { session: shopId }));
