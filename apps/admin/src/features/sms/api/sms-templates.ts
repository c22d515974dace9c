import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { SmsTemplateSaveBodyInput } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /sms/templates` */
export const fetchSmsTemplates = () => adminApi.call(adminEndpoints.listSmsTemplates);

export const smsTemplatesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.smsTemplates(), queryFn: fetchSmsTemplates });

export function useSmsTemplates() {
  return useQuery(smsTemplatesQueryOptions());
}

/** `PUT /sms/templates` (a blank text goes back to the default) */
export const saveSmsTemplate = (body: SmsTemplateSaveBodyInput) =>
  adminApi.call(adminEndpoints.saveSmsTemplate, { body });

export function useSaveSmsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSmsTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.smsTemplates() }),
  });
}
