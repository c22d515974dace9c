import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, ok } from '../../../test/api-server.ts';
import { dashboard, jwtFor, owner, shop } from '../../../test/fixtures.ts';
import { renderAdmin } from '../../../test/render.tsx';

async function openAdmin() {
  apiServer().on('GET', '/api/admin/v3/online-shop', ok({ shop, apk_lead: null }));
  apiServer().on('GET', '/api/admin/v3/dashboard', ok(dashboard));
  apiServer().on('GET', '/api/admin/v3/delivery-packages', ok([]));
  const rendered = renderAdmin(`/admin/rupa-fashion?token=${jwtFor(owner)}&lang=en`);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return rendered;
}

describe('AdminLayout', () => {
  it('links every admin view and the shop’s storefront', async () => {
    await openAdmin();
    const menu = within(screen.getByRole('complementary', { name: 'Sidebar' })).getByRole('navigation', {
      name: 'Admin menu',
    });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(
      [
        '',
        '/products',
        '/orders',
        '/customers',
        '/reports',
        '/payments',
        '/discounts',
        '/sms',
        '/messages',
        '/settings',
        '/settings/banner',
        '/themes',
        '/own-domain',
        '/delivery',
        '/couriers',
        '/build-app',
        '/featured-product',
        '/account',
      ].map((child) => `/admin/rupa-fashion${child}`),
    );
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'View shop' }).getAttribute('href')).toBe(
      'http://storefront.test/shop/rupa-fashion',
    );
  });

  it('opens the menu in a drawer (phones) and closes it after navigating', async () => {
    const { user, router } = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rupa Fashion' });
    await user.click(within(drawer).getByRole('link', { name: 'Delivery' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/rupa-fashion/delivery');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches the language and remembers it', async () => {
    const { user } = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Switch language to বাংলা' }));
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem('locale')).toBe('bn');
    expect(screen.getByRole('button', { name: /English/u })).toBeTruthy();
  });

  it('signs out to the start page and forgets the admin', async () => {
    const { user, router } = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('tab', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/start');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });
});
