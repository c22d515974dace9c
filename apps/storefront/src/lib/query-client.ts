import { QueryClient } from '@tanstack/react-query';

/**
 * Server state of the storefront. Retries are per query (docs/product/rules.md#timeouts-retries-and-caches: 2 for the
 * shop and categories). Mutations never wait for the network (decision 100): a submit without one fails at once and
 * says so, instead of a button spinning until the browser says it is back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

/** The app's one client; route loaders prime it, components read it through hooks. */
export const queryClient = createQueryClient();
