import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@haat/api-client/errors';

/**
 * Whether a failed read is worth asking again: no answer (network, timeout) or a server error (5xx). An answer
 * about the request (404, 401, 422, 429…) or one that is not the contract's shape says the same the next time.
 */
export function isTransientError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status >= 500;
}

/** A query's `retry`: at most `limit` more attempts, and only after a transient failure. */
export function retryTransient(limit: number) {
  return (failureCount: number, error: unknown): boolean => failureCount < limit && isTransientError(error);
}

/**
 * Server state of the storefront. A read is retried once after a transient failure, never after a 4xx
 * (docs/product/rules.md#timeouts-retries-and-caches: the shop and categories 2 times). Mutations never wait for the
 * network (decision 100): a submit without one fails at once and says so, instead of a button spinning until the
 * browser says it is back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: retryTransient(1), refetchOnWindowFocus: false },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

/** The app's one client; route loaders prime it, components read it through hooks. */
export const queryClient = createQueryClient();
