import { useMutation, useQuery } from '@tanstack/react-query';
import { keyFor } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';

/** The shop's Conversions API: whether a token is set and what the last send did (decision 219). */
export const useMetaConversions = () => useQuery(queryOptionsFor(adminEndpoints.getMetaConversions));

/** Saves a new access token, or removes it with null. */
export const useSaveMetaConversions = () =>
  useMutation({
    mutationFn: (accessToken: string | null) =>
      adminApi.call(adminEndpoints.saveMetaConversions, { body: { access_token: accessToken } }),
    onSuccess: (state, _variables, _result, { client }) =>
      client.setQueryData(keyFor(adminEndpoints.getMetaConversions), state),
  });
