import { describe, expect, it } from 'vitest';
import { encodeBase64Url } from '@haat/token';
import { jwtFor, owner } from '../test/fixtures.ts';
import { bearerToken, ownsShop, readAdminEntry, tokenForm } from './admin-entry.ts';

const url = (path: string) => new URL(path, 'http://admin.test');
const stored = { user: owner, token: 'stored-jwt', shopId: owner.shop_id };

describe('readAdminEntry (docs/product/admin.md)', () => {
  it('decodes a query token (JWT form by default) and gives the address without token, lang and env', () => {
    const token = jwtFor(owner);
    const entry = readAdminEntry(url(`/admin/rupa-fashion/orders?token=${token}&lang=en&env=app&tab=completed`), null);
    expect(entry).toEqual({
      kind: 'query',
      user: owner,
      token,
      form: 'app',
      locale: 'en',
      platform: 'app',
      cleanPath: '/admin/rupa-fashion/orders?tab=completed',
    });
  });

  it('defaults lang to bn and env to app', () => {
    const entry = readAdminEntry(url(`/admin/rupa-fashion?token=${jwtFor(owner)}`), null);
    expect(entry).toMatchObject({ kind: 'query', locale: 'bn', platform: 'app', cleanPath: '/admin/rupa-fashion' });
  });

  it('a query token wins over the stored admin', () => {
    const other = { ...owner, shop_id: 8, token: 'session-8' };
    const entry = readAdminEntry(url(`/admin/other?token=${jwtFor(other)}`), stored);
    expect(entry).toMatchObject({ kind: 'query', user: other });
  });

  it('with env=web reads URI-encoded JSON, and the bearer is the session token inside it', () => {
    const token = encodeURIComponent(JSON.stringify(owner));
    const entry = readAdminEntry(url(`/admin/rupa-fashion?token=${encodeURIComponent(token)}&env=web`), null);
    expect(entry).toMatchObject({ kind: 'query', user: owner, form: 'web', token: owner.token, platform: 'web' });
  });

  it('with env=web still reads a JWT as a JWT', () => {
    const token = jwtFor(owner);
    expect(readAdminEntry(url(`/admin/rupa-fashion?token=${token}&env=web`), null)).toMatchObject({
      kind: 'query',
      form: 'app',
      token,
    });
  });

  it('uses the stored admin without a query token', () => {
    expect(readAdminEntry(url('/admin/rupa-fashion/products'), stored)).toEqual({
      kind: 'stored',
      user: owner,
      token: 'stored-jwt',
      locale: null,
      platform: null,
      cleanPath: null,
    });
  });

  it('takes lang without a token and still cleans the address', () => {
    expect(readAdminEntry(url('/admin/rupa-fashion?lang=en'), stored)).toMatchObject({
      kind: 'stored',
      locale: 'en',
      cleanPath: '/admin/rupa-fashion',
    });
  });

  it('is unauthorized with neither a query token nor a stored admin', () => {
    expect(readAdminEntry(url('/admin/rupa-fashion'), null)).toEqual({
      kind: 'unauthorized',
      reason: 'no-session',
      locale: null,
    });
    expect(readAdminEntry(url('/admin/rupa-fashion?lang=en'), null)).toMatchObject({
      kind: 'unauthorized',
      locale: 'en',
    });
  });

  it.each([
    ['not three parts', 'abc'],
    ['bad base64', 'aaa.b*c.ddd'],
    ['not JSON', `aaa.${encodeBase64Url('{"name":')}.sig`],
    ['JSON that is not an admin', `aaa.${encodeBase64Url(JSON.stringify({ name: 'x' }))}.sig`],
  ])('is unauthorized when the token cannot be decoded (%s), even with a stored admin', (_case, token) => {
    const entry = readAdminEntry(url(`/admin/rupa-fashion?token=${encodeURIComponent(token)}`), stored);
    expect(entry).toMatchObject({ kind: 'unauthorized', reason: 'invalid-token', locale: 'bn' });
    if (entry.kind === 'unauthorized') expect(entry.detail).toMatch(/^Invalid token specified: /u);
  });
});

describe('tokenForm and bearerToken', () => {
  it('app always reads a JWT; web reads a JWT only when it has three parts', () => {
    expect(tokenForm('a.b.c', 'app')).toBe('app');
    expect(tokenForm('%7B%7D', 'app')).toBe('app');
    expect(tokenForm('a.b.c', 'web')).toBe('app');
    expect(tokenForm('%7B%7D', 'web')).toBe('web');
    expect(bearerToken('a.b.c', 'app', owner)).toBe('a.b.c');
    expect(bearerToken('%7B%7D', 'web', owner)).toBe(owner.token);
  });
});

describe('ownsShop', () => {
  it('needs the shop id of the token and the slug of the address', () => {
    expect(ownsShop({ id: 7, slug: 'rupa-fashion' }, owner, 'rupa-fashion')).toBe(true);
    expect(ownsShop({ id: 8, slug: 'rupa-fashion' }, owner, 'rupa-fashion')).toBe(false);
    expect(ownsShop({ id: 7, slug: 'rupa-fashion' }, owner, 'another-shop')).toBe(false);
  });
});
