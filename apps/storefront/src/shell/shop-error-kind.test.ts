import { describe, expect, it } from 'vitest';
import { ApiError } from '@haat/api-client/errors';
import { shopErrorKind } from './shop-error-kind.ts';

describe('shopErrorKind', () => {
  it('picks the panel by the error text: 401, 404, anything else', () => {
    const http = (status: number) =>
      new ApiError({ kind: 'http', status, message: `Request failed with status ${status}: x`, request: 'GET /x' });
    expect(shopErrorKind(http(401))).toBe('session-expired');
    expect(shopErrorKind(http(404))).toBe('shop-not-found');
    expect(shopErrorKind(http(500))).toBe('generic');
    expect(
      shopErrorKind(new ApiError({ kind: 'network', status: 0, message: 'Network error: GET /x', request: 'GET /x' })),
    ).toBe('generic');
    expect(shopErrorKind('Error 404')).toBe('shop-not-found');
  });
});
