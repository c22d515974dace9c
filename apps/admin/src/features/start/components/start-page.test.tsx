import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_STORAGE_KEYS } from '../../../lib/admin-storage.ts';
import { apiServer, fail, ok } from '../../../test/api-server.ts';
import { dashboard, jwtFor, owner, shop } from '../../../test/fixtures.ts';
import { errorOf, field } from '../../../test/queries.ts';
import { renderAdmin } from '../../../test/render.tsx';

function serveAdmin() {
  apiServer().on('GET', '/api/admin/v3/online-shop', ok({ shop, apk_lead: null }));
  apiServer().on('GET', '/api/admin/v3/dashboard', ok(dashboard));
}

describe('the owners’ start page', () => {
  it('creates a shop: live slug check, registration, then the new shop’s admin', async () => {
    serveAdmin();
    apiServer().on(
      'GET',
      '/api/admin/v3/auth/register/slug/rupa-fashion',
      ok({ slug: 'rupa-fashion', available: true }),
    );
    const token = jwtFor(owner);
    apiServer().on('POST', '/api/admin/v3/auth/register/code', ok(null));
    apiServer().on('POST', '/api/admin/v3/auth/register', ok({ token, shop }, 201));
    const { user, router } = renderAdmin('/admin/start');

    await user.click(await screen.findByRole('tab', { name: 'Create a new shop' }));
    await user.type(field('Shop name'), 'Rupa Fashion');
    expect(field('Shop address (slug)').value).toBe('rupa-fashion');
    expect(await screen.findByText('This address is free.')).toBeTruthy();
    await user.type(field('Your name'), 'Rupa Akter');
    await user.type(field('Mobile number'), '01811000001');
    await user.type(field('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await user.type(await screen.findByLabelText(/^Code from the SMS/u), '427190');
    await user.click(screen.getByRole('button', { name: 'Create shop' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/rupa-fashion');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBe(token);
    const code = apiServer().requests.find((request) => request.url.pathname.endsWith('/auth/register/code'));
    // With the solved proof of work (decision 192).
    expect(code?.json).toEqual({ mobile: '01811000001', altcha: expect.any(String) });
    const register = apiServer().requests.find((request) => request.url.pathname.endsWith('/auth/register'));
    expect(register?.json).toEqual({
      shop_name: 'Rupa Fashion',
      shop_slug: 'rupa-fashion',
      name: 'Rupa Akter',
      mobile: '01811000001',
      otp: '427190',
      password: 'secret12',
    });
    expect(register?.headers['authorization']).toBeUndefined();
  });

  it('says when a slug is taken and does not register', async () => {
    apiServer().on('GET', '/api/admin/v3/auth/register/slug/rongdhonu', ok({ slug: 'rongdhonu', available: false }));
    const { user } = renderAdmin('/admin/start');
    await user.click(await screen.findByRole('tab', { name: 'Create a new shop' }));
    await user.type(field('Shop address (slug)'), 'rongdhonu');
    await waitFor(() => expect(errorOf('Shop address (slug)')).toBe('This address is taken. Try another.'));
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(apiServer().requests.some((request) => request.method === 'POST')).toBe(false);
    expect(errorOf('Your name')).toBe('Name is required');
  });

  it('checks the fields of the new shop before sending them', async () => {
    const { user } = renderAdmin('/admin/start');
    await user.click(await screen.findByRole('tab', { name: 'Create a new shop' }));
    await user.type(field('Mobile number'), '12345');
    await user.type(field('Password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(errorOf('Mobile number')).toBe('Mobile number must be exactly 11 digits');
    expect(errorOf('Password')).toBe('Password must contain both letters and numbers');
    expect(apiServer().requests).toHaveLength(0);
  });

  it('a wrong password says so and keeps the mobile number', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    apiServer().on('POST', '/api/admin/v3/auth/login', fail(401, 'invalid login information'));
    const { user, router } = renderAdmin('/admin/start');
    await user.type(await screen.findByLabelText(/^Mobile number\*?$/u), '01811000001');
    await user.type(field('Password'), 'wrong1');
    await user.click(within(screen.getByRole('form', { name: 'Sign in' })).getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login information');
    expect(field('Mobile number').value).toBe('01811000001');
    expect(router.state.location.pathname).toBe('/admin/start');
  });

  it('a forgotten password: a code to the mobile, a new password, then the admin', async () => {
    serveAdmin();
    const token = jwtFor(owner);
    apiServer().on('POST', '/api/admin/v3/auth/forgot-password', ok(null));
    apiServer().on('POST', '/api/admin/v3/auth/reset-password', ok({ token, shops: [shop] }));
    const { user, router } = renderAdmin('/admin/start');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(field('Mobile number'), '01811000001');
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await user.type(await screen.findByLabelText(/^Code from the SMS/u), '427190');
    await user.type(field('New password'), 'fresh123');
    await user.type(field('Confirm new password'), 'fresh123');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/rupa-fashion');
    const reset = apiServer().requests.find((request) => request.url.pathname.endsWith('/auth/reset-password'));
    expect(reset?.json).toEqual({
      mobile: '01811000001',
      otp: '427190',
      password: 'fresh123',
      password_confirmation: 'fresh123',
    });
  });

  it('an owner of several shops chooses one, then its admin opens', async () => {
    serveAdmin();
    const token = jwtFor(owner);
    apiServer().on(
      'POST',
      '/api/admin/v3/auth/login',
      ok({ token, shops: [shop, { ...shop, id: 9, slug: 'rupa-books', name: 'Rupa Books' }] }),
    );
    const { user, router } = renderAdmin('/admin/start');
    await user.type(await screen.findByLabelText(/^Mobile number\*?$/u), '01811000001');
    await user.type(field('Password'), 'demo1234');
    await user.click(within(screen.getByRole('form', { name: 'Sign in' })).getByRole('button', { name: 'Sign in' }));
    // The sign-in's token is for Rupa Fashion (shop 7): only that shop opens with it.
    expect(await screen.findByText('This shop cannot be opened from here yet; please contact support.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage Rupa Books' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Manage Rupa Fashion' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/rupa-fashion');
  });
});
