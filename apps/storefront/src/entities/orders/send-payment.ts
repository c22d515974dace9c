import { useMutation } from '@tanstack/react-query';
import type { SendPaymentInput } from '@haat/api-client';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../../lib/api.ts';

/** "I sent the advance": the transaction ID of money sent to the shop's personal wallet (issue 30); answers the order. */
export const useSendPayment = (code: string) =>
  useMutation({
    mutationFn: (body: SendPaymentInput) => api.call(shopEndpoints.sendPayment, { params: { code }, body }),
  });
