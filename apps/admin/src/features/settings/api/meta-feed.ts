import { useMutation, useQuery } from '@tanstack/react-query';
import { keyFor } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi, queryOptionsFor } from '../../../lib/api.ts';

/** The shop's Meta catalogue feed addresses (null until the owner makes them). */
export const useMetaFeed = () => useQuery(queryOptionsFor(adminEndpoints.getMetaFeed));

/** Makes the feed's token, or a new one (the old addresses stop working). */
export const useRotateMetaFeedToken = () =>
  useMutation({
    mutationFn: () => adminApi.call(adminEndpoints.rotateMetaFeedToken),
    onSuccess: (feed, _variables, _result, { client }) => client.setQueryData(keyFor(adminEndpoints.getMetaFeed), feed),
  });
