import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../entities/customer/auth.ts';
import { fail, ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { makeCustomer } from '../test/fixtures.ts';
import { setTestLocale } from '../test/i18n.ts';
import { renderInShop } from '../test/render.tsx';
import LoginPage from './login.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

function open(path = '/rongdhonu/login') {
  return renderInShop(<LoginPage />, {
    path,
    routes: [
      { path: '/:slug/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/:slug/cart', element: <h1>Cart page</h1> },
    ],
  });
}

describe('login route', () => {
  it('logs in with mobile and password, keeps the session for the shop and opens the dashboard', async () => {
    api.on('POST', '/api/shop/auth/login', ok({ token: 'tok-1', customer: makeCustomer() }));
    open();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '০১৭১১০০০০০১');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeDefined();
    expect(api.requests[0]?.body).toEqual({ shop_id: 7, mobile: '01711000001', password: 'demo1234' });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('rongdhonu_customer_token')).toBe('tok-1');
  });

  it('returns to the page that asked for the login', async () => {
    api.on('POST', '/api/shop/auth/login', ok({ token: 'tok-1', customer: makeCustomer() }));
    open('/rongdhonu/login?redirect=%2Frongdhonu%2Fcart');
    await userEvent.type(screen.getByLabelText(/Mobile number/), '01711000001');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeDefined();
  });

  it('says "invalid login information" for a wrong password, without logging anyone out', async () => {
    api.on('POST', '/api/shop/auth/login', fail(401, 'invalid login information'));
    setTestLocale('bn');
    open();
    await userEvent.type(screen.getByLabelText(/মোবাইল নম্বর/), '01711000001');
    await userEvent.type(screen.getByLabelText(/^পাসওয়ার্ড\*?$/), 'wrong1');
    await userEvent.click(screen.getByRole('button', { name: 'লগইন' }));
    expect((await screen.findByRole('alert')).textContent).toBe('লগইনের তথ্য সঠিক নয়');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('checks the fields before calling', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Mobile number is required')).toBeDefined();
    expect(screen.getByText('Password is required')).toBeDefined();
    await waitFor(() => expect(api.requests).toHaveLength(0));
  });
});
