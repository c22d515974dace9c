import { describe, expect, it } from 'vitest';
import { ADMIN_STORAGE_KEYS } from '../lib/admin-storage.ts';
import { owner } from '../test/fixtures.ts';
import { DEFAULT_PLATFORM, isAuthenticated, resetAdminStore, toPlatform, useAdminStore } from './admin-store.ts';

const stored = () => Object.values(ADMIN_STORAGE_KEYS).map((key) => localStorage.getItem(key));

describe('admin store (docs/product/http-contract.md#entities)', () => {
  it('starts empty, on the app platform', () => {
    expect(useAdminStore.getState()).toMatchObject({ user: null, token: null, platform: 'app' });
    expect(DEFAULT_PLATFORM).toBe('app');
    expect(isAuthenticated(useAdminStore.getState())).toBe(false);
  });

  it('keeps a signed-in admin in local storage under admin_user, admin_token and admin_shop_id', () => {
    useAdminStore.getState().signIn(owner, 'jwt-1');
    expect(stored()).toEqual([JSON.stringify(owner), 'jwt-1', '7']);
    expect(isAuthenticated(useAdminStore.getState())).toBe(true);
  });

  it('reads the stored admin back after a reload', () => {
    useAdminStore.getState().signIn(owner, 'jwt-1');
    useAdminStore.setState({ user: null, token: null });
    resetAdminStore();
    expect(useAdminStore.getState()).toMatchObject({ user: owner, token: 'jwt-1' });
  });

  it('ignores a stored admin that is incomplete, unreadable or for another shop id', () => {
    localStorage.setItem(ADMIN_STORAGE_KEYS.user, JSON.stringify(owner));
    localStorage.setItem(ADMIN_STORAGE_KEYS.token, 'jwt-1');
    resetAdminStore();
    expect(useAdminStore.getState().user).toBeNull();

    localStorage.setItem(ADMIN_STORAGE_KEYS.shopId, '8');
    resetAdminStore();
    expect(useAdminStore.getState().user).toBeNull();

    localStorage.setItem(ADMIN_STORAGE_KEYS.shopId, '7');
    localStorage.setItem(ADMIN_STORAGE_KEYS.user, '{not json');
    resetAdminStore();
    expect(useAdminStore.getState().user).toBeNull();
  });

  it('clear forgets the admin, stored too', () => {
    const store = useAdminStore.getState();
    store.signIn(owner, 'jwt-1');
    useAdminStore.getState().clear();
    expect(useAdminStore.getState()).toMatchObject({ user: null, token: null });
    expect(stored()).toEqual([null, null, null]);
  });

  it('reads the platform from env: web, else app', () => {
    expect(toPlatform('web')).toBe('web');
    expect(toPlatform('app')).toBe('app');
    expect(toPlatform(null)).toBe('app');
    expect(toPlatform('desktop')).toBe('app');
  });
});
