import { adminUserSchema, type AdminUser } from '@haat/domain/schemas/admin-user';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { encodeBase64Url } from './base64url.ts';
import { decodeAdminToken } from './decode-admin-token.ts';
import { InvalidTokenError } from './invalid-token-error.ts';

const rahim: AdminUser = { name: 'রহিম উদ্দিন', phone: '01712345678', shop_id: 42, token: 'api-token-123' };

const header = encodeBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const jwtOf = (payload: unknown) => `${header}.${encodeBase64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
const webTokenOf = (user: unknown) => encodeURIComponent(JSON.stringify(user));

/** The four messages of docs/product/rules.md#fields (jwt-decode's wording). */
const MESSAGES = [
  /^Invalid token specified: must be a string$/u,
  /^Invalid token specified: missing part #2$/u,
  /^Invalid token specified: invalid base64 for part #2 \(.+\)$/u,
  /^Invalid token specified: invalid json for part #2 \(.+\)$/u,
];

function decodeFailure(input: unknown, env?: 'app' | 'web'): InvalidTokenError {
  try {
    decodeAdminToken(input, env);
  } catch (error) {
    if (error instanceof InvalidTokenError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(input)} to be refused`);
}

describe('decodeAdminToken, app form (JWT)', () => {
  it('reads the admin from the payload, Bengali name included', () => {
    expect(decodeAdminToken(jwtOf(rahim))).toEqual(rahim);
  });

  it('keeps only the four admin fields when the payload has JWT claims too', () => {
    expect(decodeAdminToken(jwtOf({ ...rahim, iat: 1_700_000_000, exp: 1_800_000_000 }))).toEqual(rahim);
  });

  it('accepts a padded payload', () => {
    const payload = Buffer.from(JSON.stringify(rahim), 'utf8').toString('base64url');
    const padded = payload.padEnd(Math.ceil(payload.length / 4) * 4, '=');
    expect(decodeAdminToken(`${header}.${padded}.sig`)).toEqual(rahim);
  });
});

describe('decodeAdminToken, web form (URI-encoded JSON)', () => {
  it('reads the admin from URI-encoded JSON', () => {
    expect(decodeAdminToken(webTokenOf(rahim), 'web')).toEqual(rahim);
  });

  it('reads JSON the query string already decoded, even with a bare %', () => {
    const user = { ...rahim, name: '50% Shop' };
    expect(decodeAdminToken(JSON.stringify(user), 'web')).toEqual(user);
  });
});

describe('docs/product/rules.md#fields Admin token: an invalid-token error with one of four messages', () => {
  it('the error is an InvalidTokenError', () => {
    const error = decodeFailure(42);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('InvalidTokenError');
  });

  it('must be a string', () => {
    for (const input of [undefined, null, 42, {}, ['a.b.c']]) {
      expect(decodeFailure(input).message).toBe('Invalid token specified: must be a string');
      expect(decodeFailure(input, 'web').message).toBe('Invalid token specified: must be a string');
    }
  });

  it('missing part: not three dot-separated parts, or an empty payload', () => {
    for (const input of ['', 'abc', `${header}.${encodeBase64Url('{}')}`, `${header}..sig`, `a.b.c.d`]) {
      expect(decodeFailure(input).message).toBe('Invalid token specified: missing part #2');
    }
  });

  it('invalid base64: the payload is not base64url', () => {
    expect(decodeFailure(`${header}.not*base64.sig`).message).toBe(
      'Invalid token specified: invalid base64 for part #2 (unexpected character)',
    );
    expect(decodeFailure(`${header}.abcde.sig`).message).toBe(
      'Invalid token specified: invalid base64 for part #2 (base64 string is not of the correct length)',
    );
  });

  it('invalid JSON: the payload is not JSON', () => {
    expect(decodeFailure(`${header}.${encodeBase64Url('{"name":')}.sig`).message).toMatch(MESSAGES[3]!);
    expect(decodeFailure('%7Bnope', 'web').message).toMatch(MESSAGES[3]!);
  });

  it('invalid JSON: the payload is JSON but not an admin user, and says which field', () => {
    const message = decodeFailure(jwtOf({ ...rahim, shop_id: '42' })).message;
    expect(message).toMatch(/^Invalid token specified: invalid json for part #2 \(not an admin user: shop_id: .+\)$/u);
    expect(decodeFailure(jwtOf(null)).message).toMatch(MESSAGES[3]!);
    expect(decodeFailure(webTokenOf({ name: 'x' }), 'web').message).toMatch(MESSAGES[3]!);
  });
});

describe('properties', () => {
  const adminUser: fc.Arbitrary<AdminUser> = fc.record({
    name: fc.string({ unit: 'grapheme' }),
    phone: fc.string(),
    shop_id: fc.integer(),
    token: fc.string({ unit: 'binary' }),
  });

  /** Either an AdminUser or an InvalidTokenError with one of the four messages; nothing else. */
  function decodesOrRefuses(input: unknown, env: 'app' | 'web') {
    let user: unknown;
    try {
      user = decodeAdminToken(input, env);
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidTokenError);
      expect(MESSAGES.some((pattern) => pattern.test((error as Error).message))).toBe(true);
      return;
    }
    expect(v.is(adminUserSchema, user)).toBe(true);
  }

  const base64ish = fc.string({ unit: fc.constantFrom(...'ABCxyz019-_+/= .%'.split('')) });
  const inputs = fc.oneof(
    fc.anything(),
    fc.string({ unit: 'binary' }),
    fc.array(fc.string(), { maxLength: 5 }).map((parts) => parts.join('.')),
    fc.tuple(base64ish, base64ish, base64ish).map((parts) => parts.join('.')),
    fc.uint8Array().map((bytes) => `${header}.${Buffer.from(bytes).toString('base64url')}.sig`),
    fc.json().map((json) => `${header}.${encodeBase64Url(json)}.sig`),
    fc.json().map((json) => encodeURIComponent(json)),
    adminUser
      .chain((user) =>
        fc
          .dictionary(fc.constantFrom('name', 'phone', 'shop_id', 'token'), fc.jsonValue())
          .map((overrides) => ({ ...user, ...overrides })),
      )
      .map(jwtOf),
  );

  it('for any input, app or web, returns an AdminUser or throws InvalidTokenError, never anything else', () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom('app' as const, 'web' as const), (input, env) =>
        decodesOrRefuses(input, env),
      ),
      { numRuns: 1000 },
    );
  });

  it('round-trips any admin user in both forms', () => {
    fc.assert(
      fc.property(adminUser, (user) => {
        expect(decodeAdminToken(jwtOf(user), 'app')).toEqual(user);
        expect(decodeAdminToken(webTokenOf(user), 'web')).toEqual(user);
      }),
    );
  });
});
