import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '@haat/api-client/errors';
import { createQueryClient, isTransientError, retryTransient } from './query-client.ts';

const apiError = (kind: ApiErrorKind, status: number) =>
  new ApiError({ kind, status, message: 'failed', request: 'GET /product/x' });

describe('the retry predicate', () => {
  it('asks again only when there was no answer or a server error', () => {
    expect(isTransientError(apiError('network', 0))).toBe(true);
    expect(isTransientError(apiError('timeout', 0))).toBe(true);
    expect(isTransientError(apiError('http', 500))).toBe(true);
    expect(isTransientError(apiError('http', 503))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(isTransientError(apiError('http', status)), String(status)).toBe(false);
    }
    expect(isTransientError(apiError('parse', 200))).toBe(false);
    expect(isTransientError(new Error('a bug'))).toBe(false);
  });

  it('stops after the limit', () => {
    const once = retryTransient(1);
    expect(once(0, apiError('http', 503))).toBe(true);
    expect(once(1, apiError('http', 503))).toBe(false);
    expect(once(0, apiError('http', 404))).toBe(false);
    const twice = retryTransient(2);
    expect(twice(1, apiError('network', 0))).toBe(true);
    expect(twice(2, apiError('network', 0))).toBe(false);
  });
});

describe("the browser's query client", () => {
  const fetchCounting = async (error: ApiError) => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(error);
        },
      })
      .catch(() => undefined);
    return calls;
  };

  it('makes one call for a 404 or 401, and two for a 503 or no answer', async () => {
    expect(await fetchCounting(apiError('http', 404))).toBe(1);
    expect(await fetchCounting(apiError('http', 401))).toBe(1);
    expect(await fetchCounting(apiError('http', 503))).toBe(2);
    expect(await fetchCounting(apiError('network', 0))).toBe(2);
  });
});
