import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../entities/customer/auth.ts';
import { fail, ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { makeCustomer } from '../test/fixtures.ts';
import { renderInShop } from '../test/render.tsx';
import RegisterPage from './register.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

function open() {
  return renderInShop(<RegisterPage />, {
    path: '/rongdhonu/register',
    routes: [{ path: '/:slug/dashboard', element: <h1>Dashboard page</h1> }],
  });
}

async function fill(password = 'secret12', confirmation = password) {
  await userEvent.type(screen.getByLabelText(/Full name/), 'Karim Uddin');
  await userEvent.type(screen.getByLabelText(/Mobile number/), '01711000009');
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password/), confirmation);
}

describe('register route', () => {
  it('checks docs/product/rules.md#fields rules: letters and numbers, and a matching confirmation', async () => {
    open();
    await fill('secretpass', 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(screen.getByText('Password must contain both letters and numbers')).toBeDefined();
    expect(screen.getByText('Passwords did not match')).toBeDefined();
    expect(api.requests).toHaveLength(0);
  });

  it('sends a code to the mobile, then creates the account with it, logs in and opens the dashboard', async () => {
    api.on('POST', '/api/shop/auth/register/code', ok(null));
    api.on(
      'POST',
      '/api/shop/auth/register',
      ok({ token: 'tok-9', customer: makeCustomer({ mobile: '01711000009' }) }, 201),
    );
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await userEvent.type(await screen.findByLabelText(/Code from the SMS/), '৪২৭১৯০');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeDefined();
    const body = (path: string) => api.requests.find((request) => request.url.pathname === path)?.body;
    // The code request carries the solved proof of work (decision 192).
    expect(body('/api/shop/auth/register/code')).toEqual({
      shop_id: 7,
      mobile: '01711000009',
      altcha: expect.any(String),
    });
    expect(body('/api/shop/auth/register')).toEqual({
      shop_id: 7,
      name: 'Karim Uddin',
      mobile: '01711000009',
      otp: '427190',
      password: 'secret12',
      password_confirmation: 'secret12',
    });
    expect(useAuthStore.getState().token).toBe('tok-9');
  });

  it('answers a 409 with "account already exists, try login" and a link to the login', async () => {
    api.on('POST', '/api/shop/auth/register/code', fail(409, 'Account exists'));
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An account already exists, please try to login');
    expect(within(alert).getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/rongdhonu/login');
  });

  it('says a wrong code is wrong, keeping what was typed', async () => {
    api.on('POST', '/api/shop/auth/register/code', ok(null));
    api.on('POST', '/api/shop/auth/register', {
      status: 422,
      json: { status: 422, message: 'The code is wrong or has expired', errors: { otp: ['validation.otp_wrong'] } },
    });
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await userEvent.type(await screen.findByLabelText(/Code from the SMS/), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The code is wrong or has expired. Ask for a new code.')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>(/Full name/).value).toBe('Karim Uddin');
  });
});
