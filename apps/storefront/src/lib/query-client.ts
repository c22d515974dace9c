import { QueryClient } from '@tanstack/react-query';

/** Server state of the storefront. Retries are per query (docs/product/rules.md#timeouts-retries-and-caches: 2 for the shop and categories). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** The app's one client; route loaders prime it, components read it through hooks. */
export const queryClient = createQueryClient();
