import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentSettingsInput } from '@haat/api-client';
import { keyFor } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';

/** The shop's advance payment rules (issue 30), defaults filled in. */
export const usePaymentSettings = () => useQuery(queryOptionsFor(adminEndpoints.getPaymentSettings));

export const useUpdatePaymentSettings = () =>
  useMutation({
    mutationFn: (body: PaymentSettingsInput) => adminApi.call(adminEndpoints.updatePaymentSettings, { body }),
    onSuccess: (saved, _body, _result, { client }) =>
      client.setQueryData(keyFor(adminEndpoints.getPaymentSettings), saved),
  });
