import { useMutation, useQuery } from '@tanstack/react-query';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { PaymentGatewayBody, PaymentGatewayName } from '@haat/domain/schemas';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';

/** The shop's connected payment gateways (bKash, SSLCommerz), with what is not secret. */
export const usePaymentGateways = () => useQuery(queryOptionsFor(adminEndpoints.listPaymentGateways));

const gatewaysChanged = invalidate(adminEndpoints.listPaymentGateways);

/** Connects a gateway (checked with the gateway first), or replaces its credentials. */
export const useSavePaymentGateway = () =>
  useMutation({
    mutationFn: (body: PaymentGatewayBody) =>
      adminApi.call(adminEndpoints.savePaymentGateway, { params: { gateway: body.gateway }, body }),
    onSuccess: gatewaysChanged,
  });

/** Asks the gateway whether it still takes the saved credentials. */
export const useCheckPaymentGateway = () =>
  useMutation({
    mutationFn: (gateway: PaymentGatewayName) =>
      adminApi.call(adminEndpoints.checkPaymentGateway, { params: { gateway } }),
    onSuccess: gatewaysChanged,
  });

export const useDeletePaymentGateway = () =>
  useMutation({
    mutationFn: (gateway: PaymentGatewayName) =>
      adminApi.call(adminEndpoints.deletePaymentGateway, { params: { gateway } }),
    onSuccess: gatewaysChanged,
  });
