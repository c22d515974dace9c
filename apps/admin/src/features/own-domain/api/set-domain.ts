import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `POST /online-shop/domain` `{domain}`; a shop that already has one gets 409 "contact support". */
export const setDomain = (domain: string) => adminApi.call(adminEndpoints.setDomain, { body: { domain } });

export function useSetDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDomain,
    onSuccess: (record) => {
      queryClient.setQueryData(adminKeys.domain(), record);
      return queryClient.invalidateQueries({ queryKey: adminKeys.shop() });
    },
  });
}

/** `POST /online-shop/domain/verify`: looks for the DNS proof now; the answer says what was found. */
export function useVerifyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.call(adminEndpoints.verifyDomain),
    onSuccess: (record) => {
      queryClient.setQueryData(adminKeys.domain(), record);
      return queryClient.invalidateQueries({ queryKey: adminKeys.shop() });
    },
  });
}
