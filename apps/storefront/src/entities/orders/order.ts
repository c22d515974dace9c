import { useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import { queryOptionsFor } from '../../lib/api.ts';

/**
 * The order, once there is a way to prove it is the shopper's: its mobile number, or else the session (whose
 * customer must have placed it).
 */
export const useOrder = (shopId: number, code: string, access: { mobile: string | null; enabled: boolean }) =>
  useQuery(
    queryOptionsFor(
      shopEndpoints.getOrder,
      { params: { code }, query: { shop_id: shopId, mobile: access.mobile ?? undefined } },
      { retry: false, enabled: access.enabled },
    ),
  );
