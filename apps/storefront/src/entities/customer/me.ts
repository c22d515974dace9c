import { useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { queryOptionsFor } from '../../lib/api.ts';

export const meQueryOptions = (shopId: number) => queryOptionsFor(customerEndpoints.getMe, {}, { session: shopId });

export const useMe = (shopId: number) => useQuery(meQueryOptions(shopId));
