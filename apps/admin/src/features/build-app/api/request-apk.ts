import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApkLeadInput } from '@haat/api-client';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { useAdminStore } from '../../../stores/admin-store.ts';

/** `POST /apk-lead`: asks for an Android app of the shop. */
export const requestApk = (body: ApkLeadInput) => adminApi.call(adminEndpoints.requestApk, { body });

export function useRequestApk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestApk,
    onSuccess: (lead) => {
      useAdminStore.getState().setApkLead(lead);
      queryClient.setQueryData(adminKeys.apkLead(), lead);
    },
  });
}
