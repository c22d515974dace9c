import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { ok, startTestApi, type TestApi } from '../../../test/api-server.ts';
import { makeCustomer } from '../../../test/fixtures.ts';
import { setTestLocale } from '../../../test/i18n.ts';
import { renderInShop } from '../../../test/render.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  useAuthStore.getState().load('rongdhonu');
  useAuthStore.getState().login({ token: 'customer-token', customer: makeCustomer({ name: 'Karim' }) });
});
afterEach(() => api.close());

function open() {
  return renderInShop(
    <DashboardLayout>
      <p>Child screen</p>
    </DashboardLayout>,
    { path: '/rongdhonu/dashboard', routes: [{ path: '/:slug/login', element: <h1>Login page</h1> }] },
  );
}

describe('DashboardLayout (docs/product/storefront.md customer dashboard)', () => {
  it('lists the menu entries in the documented order (docs/product/storefront.md#customer-dashboard), Logout last, with the current page marked', () => {
    open();
    const sidebar = screen.getByRole('complementary', { name: 'Dashboard' });
    const names = within(sidebar)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .filter(Boolean);
    expect(names).toEqual([
      'Dashboard',
      'Account Details',
      'My Cart',
      'Chat',
      'My Orders',
      'My Wishlist',
      'My Addresses',
      'My Reviews',
      'Notifications',
      'Password Reset',
      'Logout',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(sidebar).getByRole('link', { name: 'My Cart' }).getAttribute('href')).toBe(
      '/rongdhonu/dashboard/my_cart',
    );
  });

  it('opens a 280px drawer from the left with the menu button, and closes it after navigating', async () => {
    const { router } = open();
    const button = screen.getByRole('button', { name: 'Open dashboard menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);

    const drawer = await screen.findByRole('dialog', { name: 'Dashboard' });
    expect(drawer.style.width).toBe('280px');
    expect(drawer.dataset['side']).toBe('left');
    await userEvent.click(within(drawer).getByRole('link', { name: 'My Orders' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/rongdhonu/dashboard/my_orders');
    expect(screen.getByText('Child screen')).toBeDefined();
  });

  it('closes the drawer on the overlay and on Escape', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Open dashboard menu' }));
    await screen.findByRole('dialog', { name: 'Dashboard' });
    const overlay = document.querySelector<HTMLElement>('[data-overlay]');
    expect(overlay).not.toBeNull();
    await userEvent.click(overlay!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Open dashboard menu' }));
    await screen.findByRole('dialog', { name: 'Dashboard' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('logs out from the menu: the session is gone from storage and the shop login opens', async () => {
    api.on('POST', '/api/shop/auth/logout', ok(null));
    const { router } = open();
    expect(localStorage.getItem('rongdhonu_customer_token')).toBe('customer-token');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/rongdhonu/login');
    expect(localStorage.getItem('rongdhonu_customer_token')).toBeNull();
    expect(localStorage.getItem('rongdhonu_customer')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(
      api.requests.find((request) => request.url.pathname === '/api/shop/auth/logout')?.headers.authorization,
    ).toBe('Bearer customer-token');
  });

  it('shows the mobile title and menu in Bengali', () => {
    setTestLocale('bn');
    open();
    expect(screen.getByRole('button', { name: 'ড্যাশবোর্ড মেনু খুলুন' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'আমার অর্ডার' })).toBeDefined();
  });
});
