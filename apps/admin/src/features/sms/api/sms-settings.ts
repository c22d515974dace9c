import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { SmsSettingsBodyInput } from '@haat/domain/sms-settings';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /sms/settings` */
export const fetchSmsSettings = () => adminApi.call(adminEndpoints.getSmsSettings);

export const smsSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.smsSettings(), queryFn: fetchSmsSettings });

export function useSmsSettings() {
  return useQuery(smsSettingsQueryOptions());
}

/** `PUT /sms/settings` */
export const saveSmsSettings = (body: SmsSettingsBodyInput) =>
  adminApi.call(adminEndpoints.updateSmsSettings, { body });

export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSmsSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.smsSettings(), saved);
      return queryClient.invalidateQueries({ queryKey: adminKeys.smsLog() });
    },
  });
}
