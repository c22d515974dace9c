import { useMutation } from '@tanstack/react-query';
import { keyFor, queriesOf } from '@haat/api-client/query';
import type { MutationFunctionContext } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { OwnDomain } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';

/** The answer is the domain now; the shop's address may have changed with it. */
function domainChanged(record: OwnDomain, { client }: MutationFunctionContext) {
  client.setQueryData(keyFor(adminEndpoints.getDomain), record);
  return client.invalidateQueries(queriesOf(adminEndpoints.getOnlineShop));
}

/** A shop that already has one gets 409 "contact support". */
export const useSetDomain = () =>
  useMutation({
    mutationFn: (domain: string) => adminApi.call(adminEndpoints.setDomain, { body: { domain } }),
    onSuccess: (record, _domain, _result, context) => domainChanged(record, context),
  });

/** Looks for the DNS proof now; the answer says what was found. */
export const useVerifyDomain = () =>
  useMutation({
    mutationFn: () => adminApi.call(adminEndpoints.verifyDomain),
    onSuccess: (record, _variables, _result, context) => domainChanged(record, context),
  });
