import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@haat/api-client';
import { keyFor } from '@haat/api-client/query';
import * as shopEndpoints from '@haat/api-contract/shop';
import { validateSlug } from '@haat/domain/validators';
import { shopApi } from '../../../lib/api.ts';

/** Whether a shop slug is free: the public shop lookup answers 404 for a slug no shop has. */
async function fetchSlugAvailable(slug: string): Promise<boolean> {
  try {
    await shopApi.call(shopEndpoints.getShop, { params: { slug } });
    return false;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return true;
    throw error;
  }
}

/** Checks a (debounced) slug once it is well-formed; kept under the lookup's key, as what it says of the slug. */
export const useSlugAvailability = (slug: string) =>
  useQuery(
    queryOptions({
      queryKey: [...keyFor(shopEndpoints.getShop, { params: { slug } }), 'free'] as const,
      queryFn: () => fetchSlugAvailable(slug),
      staleTime: 10_000,
      retry: false,
      enabled: slug !== '' && validateSlug(slug) === null,
    }),
  );
