import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@haat/api-client';
import * as shopEndpoints from '@haat/api-contract/shop';
import { validateSlug } from '@haat/domain/validators';
import { shopApi } from '../../../lib/api.ts';
import { slugKeys } from '../../../lib/query-keys.ts';

/** Whether a shop slug is free: the public shop lookup answers 404 for a slug no shop has. */
export async function fetchSlugAvailable(slug: string): Promise<boolean> {
  try {
    await shopApi.call(shopEndpoints.getShop, { params: { slug } });
    return false;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return true;
    throw error;
  }
}

export const slugAvailabilityQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: slugKeys.availability(slug),
    queryFn: () => fetchSlugAvailable(slug),
    staleTime: 10_000,
    retry: false,
  });

/** Checks a (debounced) slug once it is well-formed. */
export function useSlugAvailability(slug: string) {
  return useQuery({ ...slugAvailabilityQueryOptions(slug), enabled: slug !== '' && validateSlug(slug) === null });
}
