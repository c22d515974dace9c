import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

/** A customer's page (summary, orders, messages) by mobile number; none before one is chosen. */
export const useCustomer = (mobile: string | null) =>
  useQuery({
    ...queryOptionsFor(adminEndpoints.getCustomer, { params: { mobile: mobile ?? '' } }),
    enabled: mobile !== null,
  });
