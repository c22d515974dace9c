import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useAuthStore } from '../entities/customer/auth.ts';
import { makeCustomer } from '../test/fixtures.ts';
import { renderInShop } from '../test/render.tsx';
import Dashboard, { clientLoader } from './dashboard.tsx';

function open() {
  return renderInShop(<p>shop page</p>, {
    path: '/rongdhonu/dashboard/my_orders',
    routes: [
      { path: '/:slug/login', element: <h1>Login page</h1> },
      {
        path: '/:slug/dashboard',
        loader: clientLoader,
        Component: Dashboard,
        children: [{ path: 'my_orders', element: <p>Orders screen</p> }],
      },
    ],
  });
}

describe('dashboard route (docs/product/routes.md#shell-states)', () => {
  it('sends an unauthenticated visitor to the shop login, to come back afterwards', async () => {
    const { router } = open();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/rongdhonu/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/rongdhonu/dashboard/my_orders');
  });

  it('shows the child screen inside the dashboard to a logged-in customer', async () => {
    useAuthStore.getState().load('rongdhonu');
    useAuthStore.getState().login({ token: 't', customer: makeCustomer() });
    open();
    expect(await screen.findByText('Orders screen')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Dashboard menu' })).toBeDefined();
  });
});
