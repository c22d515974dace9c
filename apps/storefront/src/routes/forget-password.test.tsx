import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../entities/customer/auth.ts';
import { ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { makeCustomer } from '../test/fixtures.ts';
import { renderInShop } from '../test/render.tsx';
import ForgetPasswordPage from './forget-password.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

function open() {
  return renderInShop(<ForgetPasswordPage />, {
    path: '/rongdhonu/forget-password',
    routes: [{ path: '/:slug/dashboard', element: <h1>Dashboard page</h1> }],
  });
}

describe('forget-password route', () => {
  it('sends a code to the mobile, then the code and a new password log the customer in', async () => {
    api.on('POST', '/api/shop/auth/forgot-password', ok(null));
    api.on('POST', '/api/shop/auth/reset-password', ok({ token: 'tok-r', customer: makeCustomer() }));
    open();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '01711000001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeDefined();
    expect(screen.getByRole('button', { name: /Send the code again in/ })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Save password and log in' }));
    expect(screen.getByText('Please enter the OTP')).toBeDefined();

    await userEvent.type(screen.getByLabelText(/Code from the SMS/), '১২৩৪৫৬');
    await userEvent.type(screen.getByLabelText(/^New password/), 'fresh123');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'fresh123');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and log in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeDefined();
    expect(api.requests.find((request) => request.url.pathname === '/api/shop/auth/reset-password')?.body).toEqual({
      shop_id: 7,
      mobile: '01711000001',
      otp: '123456',
      password: 'fresh123',
      password_confirmation: 'fresh123',
    });
    expect(useAuthStore.getState().token).toBe('tok-r');
  });

  it('says the code is wrong when the server refuses it', async () => {
    api.on('POST', '/api/shop/auth/forgot-password', ok(null));
    api.on('POST', '/api/shop/auth/reset-password', {
      status: 422,
      json: { status: 422, message: 'The code is wrong or has expired', errors: { otp: ['validation.otp_wrong'] } },
    });
    open();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '01711000001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText(/Code from the SMS/), '654321');
    await userEvent.type(screen.getByLabelText(/^New password/), 'fresh123');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'fresh123');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is wrong or has expired. Ask for a new code.',
    );
  });
});
