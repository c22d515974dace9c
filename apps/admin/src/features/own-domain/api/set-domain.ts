import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `POST /online-shop/domain` `{domain}`; a shop that already has one gets 409 "contact support". */
export const setDomain = (domain: string) => adminApi.setDomain(domain);

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
    mutationFn: () => adminApi.verifyDomain(),
    onSuccess: (record) => {
      queryClient.setQueryData(adminKeys.domain(), record);
      return queryClient.invalidateQueries({ queryKey: adminKeys.shop() });
    },
  });
}
