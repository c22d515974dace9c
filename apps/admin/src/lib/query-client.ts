import { isApiError } from '@haat/api-client';
import { QueryClient } from '@tanstack/react-query';

/** A failed call is retried once, unless the server gave a definite answer (4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client (route loaders prime it, components read it). */
export const queryClient = createQueryClient();
