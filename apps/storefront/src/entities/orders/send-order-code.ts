import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { OrderCodeInput } from '@haat/api-client';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../../lib/api.ts';

/** POST /orders/code: a one-time code to the order's number, when the shop's rules ask one of it. */
export function sendOrderCode(body: OrderCodeInput) {
  return api.call(shopEndpoints.sendOrderCode, { body });
}

export function useSendOrderCode() {
  return useMutation(mutationOptions({ mutationKey: ['orders', 'code'], mutationFn: sendOrderCode }));
}
