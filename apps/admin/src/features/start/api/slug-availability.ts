import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { validateSlug } from '@haat/domain/validators';
import { queryOptionsFor } from '../../../lib/api.ts';

/** Checks a (debounced) slug once it is well-formed: whether a new shop may take it (reserved slugs are taken). */
export const useSlugAvailability = (slug: string) =>
  useQuery(
    queryOptionsFor(
      adminEndpoints.checkSlug,
      { params: { slug } },
      { staleTime: 10_000, retry: false, enabled: slug !== '' && validateSlug(slug) === null },
    ),
  );
