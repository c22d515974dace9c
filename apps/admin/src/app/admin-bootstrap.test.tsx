import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ADMIN_STORAGE_KEYS, writeStoredAdmin } from '../lib/admin-storage.ts';
import { resetAdminStore, useAdminStore } from '../stores/admin-store.ts';
import { apiServer, fail, ok } from '../test/api-server.ts';
import { apkLead, dashboard, jwtFor, loadedShop, owner, shop } from '../test/fixtures.ts';
import { renderAdmin } from '../test/render.tsx';

const UNAUTHORIZED_EN =
  'Unauthorized user or token is expired or invalid. please login again. Please contact the administrator.';

function serveShop(answer = ok({ shop, apk_lead: apkLead })) {
  apiServer().on('GET', '/api/admin/v3/online-shop', answer);
  apiServer().on('GET', '/api/admin/v3/dashboard', ok(dashboard));
}

const storedKeys = () => Object.values(ADMIN_STORAGE_KEYS).map((key) => localStorage.getItem(key));

describe('token bootstrap (docs/product/admin.md)', () => {
  it('stores a query token, removes the query from the address and opens the shop', async () => {
    serveShop();
    const token = jwtFor(owner);
    const { router } = renderAdmin(`/admin/rupa-fashion?token=${token}&lang=en&env=app`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/rupa-fashion');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(storedKeys()).toEqual([JSON.stringify(owner), token, '7']);
    expect(document.documentElement.lang).toBe('en');

    const shopCall = apiServer().requests.find((request) => request.url.pathname === '/api/admin/v3/online-shop');
    expect(shopCall?.headers['authorization']).toBe(`Bearer ${token}`);
    expect(shopCall?.url.searchParams.get('shop_id')).toBe('7');
    expect(useAdminStore.getState()).toMatchObject({ platform: 'app' });
    const loaded = await loadedShop();
    expect(loaded).toMatchObject({ status: 'success', fetchStatus: 'idle' });
    expect(loaded?.data?.shop).toMatchObject({ id: 7, slug: 'rupa-fashion' });
    expect(loaded?.data?.apk_lead?.status).toBe('building');
    expect(screen.getByTestId('shop-name').textContent).toBe('Rupa Fashion');
  });

  it('uses the stored admin when the address has no token', async () => {
    serveShop();
    writeStoredAdmin({ user: owner, token: 'stored-token', shopId: 7 });
    resetAdminStore();
    renderAdmin('/admin/rupa-fashion');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const calls = apiServer().requests.map((request) => request.headers['authorization']);
    expect(new Set(calls)).toEqual(new Set(['Bearer stored-token']));
  });

  it('speaks Bengali by default when opened with a token', async () => {
    serveShop();
    renderAdmin(`/admin/rupa-fashion?token=${jwtFor(owner)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('bn');
  });

  it('sends an owner without a token or a stored admin to /admin/unauthorized', async () => {
    const { router } = renderAdmin('/admin/rupa-fashion');
    expect((await screen.findByTestId('unauthorized-message')).textContent).toBe(UNAUTHORIZED_EN);
    expect(router.state.location.pathname).toBe('/admin/unauthorized');
    expect(apiServer().requests).toHaveLength(0);
  });

  it('sends a token that cannot be decoded to /admin/unauthorized and forgets the stored admin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeStoredAdmin({ user: owner, token: 'stored-token', shopId: 7 });
    resetAdminStore();
    const { router } = renderAdmin('/admin/rupa-fashion?token=not-a-token');

    expect(await screen.findByTestId('unauthorized-message')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/unauthorized');
    expect(storedKeys()).toEqual([null, null, null]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Invalid token specified: missing part #2'));
    expect(apiServer().requests).toHaveLength(0);
  });

  it('sends the owner to /admin/unauthorized when the loaded shop is not the token’s shop', async () => {
    serveShop(ok({ shop: { ...shop, id: 8 }, apk_lead: null }));
    const { router } = renderAdmin(`/admin/rupa-fashion?token=${jwtFor(owner)}`, { locale: 'en' });
    expect(await screen.findByTestId('unauthorized-message')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/unauthorized');
    expect(useAdminStore.getState()).toMatchObject({ user: null, token: null });
    expect(await loadedShop()).toBeUndefined();
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('sends the owner to /admin/unauthorized when the address names another shop', async () => {
    serveShop();
    renderAdmin(`/admin/another-shop?token=${jwtFor(owner)}&lang=en`);
    expect(await screen.findByTestId('unauthorized-message')).toBeTruthy();
  });

  it('ends on /admin/unauthorized when the API refuses the token (401)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveShop(fail(401, 'Token expired'));
    const { router } = renderAdmin(`/admin/rupa-fashion?token=${jwtFor(owner)}&lang=en`);
    expect(await screen.findByTestId('unauthorized-message')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/unauthorized');
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('ends on /admin/unauthorized when a later call is refused (revoked token)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    apiServer().on('GET', '/api/admin/v3/online-shop', ok({ shop, apk_lead: null }));
    apiServer().on('GET', '/api/admin/v3/dashboard', fail(401, 'Session revoked'));
    const { router } = renderAdmin(`/admin/rupa-fashion?token=${jwtFor(owner)}&lang=en`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/unauthorized'));
    expect(await screen.findByTestId('unauthorized-message')).toBeTruthy();
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('shows the unauthorized text in Bengali', async () => {
    renderAdmin('/admin/unauthorized', { locale: 'bn' });
    const text = (await screen.findByTestId('unauthorized-message')).textContent ?? '';
    expect(text).toMatch(/[\u0980-\u09FF]/u);
    expect(text).not.toBe(UNAUTHORIZED_EN);
  });

  it('redirects / to the owners’ start page', async () => {
    const { router } = renderAdmin('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/start'));
  });
});
