import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { isKeyOf } from '@haat/api-client/query';
import * as shopEndpoints from '@haat/api-contract/shop';

/**
 * A request's own cache on the server: no retries (an unknown product answers 404 after one call; an API that is down
 * answers 503 at once) and nothing kept after the response.
 */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } } });
}

/** Times sent to the browser, to the half minute: the same page renders the same HTML (one ETag) for that long. */
const TIME_STEP_MS = 30_000;
const step = (time: number) => Math.floor(time / TIME_STEP_MS) * TIME_STEP_MS;

/** The successful queries `include` picks, for the browser's cache, with their times to the half minute. */
export function dehydrateQueries(
  queryClient: QueryClient,
  include: (key: readonly unknown[]) => boolean,
): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && include(query.queryKey),
  });
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      ...('dehydratedAt' in query && typeof query.dehydratedAt === 'number'
        ? { dehydratedAt: step(query.dehydratedAt) }
        : {}),
      state: { ...query.state, dataUpdatedAt: step(query.state.dataUpdatedAt) },
    })),
  };
}

/** The loaded queries for the browser's cache; the shop itself travels once, with the shop layout. */
export function dehydratePage(queryClient: QueryClient, withShop = false): DehydratedState {
  return dehydrateQueries(queryClient, (key) => withShop || !isKeyOf(shopEndpoints.getShop, key));
}
