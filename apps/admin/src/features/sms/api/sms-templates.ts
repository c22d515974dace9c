import { useMutation, useQuery } from '@tanstack/react-query';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { SmsTemplateSaveBodyInput } from '@haat/domain/schemas';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';

export const useSmsTemplates = () => useQuery(queryOptionsFor(adminEndpoints.listSmsTemplates));

/** A blank text goes back to the default. */
export const useSaveSmsTemplate = () =>
  useMutation({
    mutationFn: (body: SmsTemplateSaveBodyInput) => adminApi.call(adminEndpoints.saveSmsTemplate, { body }),
    onSuccess: invalidate(adminEndpoints.listSmsTemplates),
  });
