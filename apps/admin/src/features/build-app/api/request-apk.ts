import { useMutation } from '@tanstack/react-query';
import type { ApkLeadInput } from '@haat/api-client';
import { keyFor } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';

/** Asks for an Android app of the shop; the answer is the shop's app request from now on. */
export const useRequestApk = () =>
  useMutation({
    mutationFn: (body: ApkLeadInput) => adminApi.call(adminEndpoints.requestApk, { body }),
    onSuccess: (lead, _body, _result, { client }) => client.setQueryData(keyFor(adminEndpoints.getApkLead), lead),
  });
