import { useMutation } from '@tanstack/react-query';
import type { OrderCodeInput } from '@haat/api-client';
import * as shopEndpoints from '@haat/api-contract/shop';
import { withShopProofOfWork } from '../../lib/proof-of-work.ts';
import { api } from '../../lib/api.ts';

/** A one-time code to the order's number, when the shop's rules ask one of it. */
export const useSendOrderCode = () =>
  useMutation({
    mutationFn: async (body: Omit<OrderCodeInput, 'altcha'>) =>
      api.call(shopEndpoints.sendOrderCode, { body: await withShopProofOfWork(body) }),
  });
