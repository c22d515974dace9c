import { useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { queryOptionsFor } from '../../lib/api.ts';

/**
 * The customer's saved addresses (the dashboard's list, the checkout's prefill); `enabled`: false until there is a
 * session to ask with (the checkout of a guest).
 */
export const useAddresses = (shopId: number, enabled = true) =>
  useQuery(queryOptionsFor(customerEndpoints.listAddresses, {}, { session: shopId, enabled }));
