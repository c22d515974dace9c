import { useMutation, useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { PaymentGatewayName } from '@haat/domain/schemas';
import { api, queryOptionsFor } from '../../lib/api.ts';

/** The gateways the order's unpaid advance can be paid with, and the amount due (issue 30). */
export const useGatewayPaymentOptions = (
  shopId: number,
  code: string,
  access: { mobile: string | null; enabled: boolean },
) =>
  useQuery(
    queryOptionsFor(
      shopEndpoints.getGatewayPaymentOptions,
      { params: { code }, query: { shop_id: shopId, mobile: access.mobile ?? undefined } },
      { retry: false, enabled: access.enabled },
    ),
  );

export interface StartGatewayPayment {
  shopId: number;
  code: string;
  gateway: PaymentGatewayName;
  mobile: string | null;
  /** The shop's own page the gateway sends the shopper back to. */
  returnUrl: string;
}

/** Starts paying through a gateway: the API answers the gateway's page to send the shopper to. */
export const useStartGatewayPayment = () =>
  useMutation({
    mutationFn: ({ shopId, code, gateway, mobile, returnUrl }: StartGatewayPayment) =>
      api.call(shopEndpoints.startGatewayPayment, {
        params: { code, gateway },
        body: { shop_id: shopId, ...(mobile ? { mobile } : {}), return_url: returnUrl },
      }),
  });
