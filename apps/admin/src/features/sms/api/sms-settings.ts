import { useMutation, useQuery } from '@tanstack/react-query';
import { keyFor, queriesOf } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { SmsSettingsBodyInput } from '@haat/domain/sms-settings';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';

export const useSmsSettings = () => useQuery(queryOptionsFor(adminEndpoints.getSmsSettings));

/** The log shows what the settings send. */
export const useSaveSmsSettings = () =>
  useMutation({
    mutationFn: (body: SmsSettingsBodyInput) => adminApi.call(adminEndpoints.updateSmsSettings, { body }),
    onSuccess: (saved, _body, _result, { client }) => {
      client.setQueryData(keyFor(adminEndpoints.getSmsSettings), saved);
      return client.invalidateQueries(queriesOf(adminEndpoints.listSmsLog));
    },
  });
