import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderInput } from '@haat/api-client';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../../lib/api.ts';

export interface PlaceOrderVariables {
  body: PlaceOrderInput;
  /** One key per checkout attempt: the server answers a repeated key with the same order. */
  idempotencyKey: string;
}

export const usePlaceOrder = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: PlaceOrderVariables) =>
      api.call(shopEndpoints.placeOrder, { body, headers: { 'idempotency-key': idempotencyKey } }),
    // 'always': offline, the request fails at once (and the form says so) instead of the mutation
    // pausing until the browser is back online, which left the button spinning.
    networkMode: 'always',
  });
