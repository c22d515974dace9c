import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { useAdminStore } from '../../../stores/admin-store.ts';

/** `GET /apk-lead`: the shop's app request, or null; kept in the admin store too (docs/product/http-contract.md#entities apk lead). */
export async function fetchApkLead() {
  const lead = await adminApi.call(adminEndpoints.getApkLead);
  useAdminStore.getState().setApkLead(lead);
  return lead;
}

export const apkLeadQueryOptions = () => queryOptions({ queryKey: adminKeys.apkLead(), queryFn: fetchApkLead });

export function useApkLead() {
  return useQuery(apkLeadQueryOptions());
}
